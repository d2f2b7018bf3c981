import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { buttonClasses } from '../../../components/ui/button';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { type Area, paths } from '../../../config/paths';
import { useMyCourses } from '../api/get-my-courses';
import { CourseFacts } from './course-facts';
import { ProgressBar } from './progress-bar';

/** My courses with progress bars, and the way on: continue, certificate, review. */
export function MyLearningList({ area }: { area: Area }) {
  const { t } = useTranslation('learning');
  const query = useMyCourses();
  if (query.isPending) return <SectionSpinner />;
  if (query.isError) return <FormError error={query.error} />;
  if (query.data.length === 0)
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
        <GraduationCap aria-hidden="true" className="size-10 text-ink-subtle" />
        <p className="mt-3 font-semibold text-ink">{t('web.noCoursesYet')}</p>
        <Link to={paths.learning.catalogue(area)} className={buttonClasses('primary', 'mt-4')}>
          {t('web.browseCourses')}
        </Link>
      </div>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {query.data.map(({ course, progress }) => (
        <li key={course.id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
          <h2 className="font-semibold text-ink">{course.title}</h2>
          <CourseFacts course={course} />
          <ProgressBar percent={progress.percent} />
          <div className="mt-auto flex flex-wrap gap-2">
            <Link
              to={paths.learning.study(area, course.id)}
              className={buttonClasses(progress.completed ? 'secondary' : 'primary')}
            >
              {t(progress.completed ? 'web.open' : progress.unitsDone > 0 ? 'web.continue' : 'web.start')}
            </Link>
            {progress.completed ? (
              <Link to={paths.learning.completeStudy(area, course.id)} className={buttonClasses('primary')}>
                {t('web.viewCertificate')}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
