import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListView } from '../../../components/list/list-view';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { type Area, paths } from '../../../config/paths';
import { useMyCourses } from '../api/get-my-courses';
import { ProgressBar } from './progress-bar';

/** The dashboard's "continue learning": courses under way, each opening at the unit where the learner stopped. */
export function ContinueLearningCard({ area }: { area: Area }) {
  const { t } = useTranslation('learning');
  const query = useMyCourses();
  const under = (query.data ?? []).filter(({ progress }) => !progress.completed).slice(0, 3);
  return (
    <Card id="continue-learning" title={t('home.continueTitle')} className="mt-6">
      <ListView
        query={query}
        items={under}
        skeleton="rows"
        skeletonCount={1}
        empty={{
          title: t('home.continueEmpty'),
          icon: <BookOpen aria-hidden="true" className="size-6" />,
          action: (
            <Link to={paths.learning.catalogue(area)} className={buttonClasses('secondary')}>
              {t('web.browseCourses')}
            </Link>
          ),
        }}
      >
        {(courses) => (
          <ul className="space-y-4" data-testid="continue-learning">
            {courses.map(({ course, progress, next_unit_id }) => (
              <li key={course.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium break-words text-ink">{course.title}</p>
                  <p className="text-xs text-ink-subtle">
                    {t('home.unitOf', {
                      unit: Math.min(progress.units_done + 1, progress.unit_count),
                      count: progress.unit_count,
                    })}
                  </p>
                  <ProgressBar percent={progress.percent} />
                </div>
                <Link
                  to={paths.learning.study(area, course.id, next_unit_id ?? undefined)}
                  className={buttonClasses('primary', 'self-start sm:self-center')}
                  aria-label={t('home.continueCourse', { course: course.title })}
                >
                  {t(progress.units_done > 0 ? 'web.continue' : 'web.start')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Card>
  );
}
