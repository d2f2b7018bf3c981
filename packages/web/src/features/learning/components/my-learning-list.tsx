import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListView } from '../../../components/list/list-view';
import { buttonClasses } from '../../../components/ui/button';
import { type Area, paths } from '../../../config/paths';
import { useMyCourses } from '../api/get-my-courses';

type MyCourse = NonNullable<ReturnType<typeof useMyCourses>['data']>[number];

import { CompletedBadge } from './completed-badge';
import { CourseFacts } from './course-facts';
import { ProgressBar } from './progress-bar';

/** My courses with progress bars, and the way on: continue, certificate, review. */
export function MyLearningList({ area }: { area: Area }) {
  const { t } = useTranslation('learning');
  const query = useMyCourses();
  return (
    <ListView
      query={query}
      items={query.data ?? []}
      skeleton="cards"
      skeletonCount={2}
      empty={{
        title: t('web.noCoursesYet'),
        icon: <GraduationCap aria-hidden="true" className="size-6" />,
        action: (
          <Link to={paths.learning.catalogue(area)} className={buttonClasses('primary')}>
            {t('web.browseCourses')}
          </Link>
        ),
      }}
    >
      {(courses) => <CourseList courses={courses} area={area} />}
    </ListView>
  );
}

function CourseList({ courses, area }: { courses: readonly MyCourse[]; area: Area }) {
  const { t } = useTranslation('learning');
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {courses.map(({ course, progress }) => (
        <li key={course.id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="font-semibold text-ink">{course.title}</h2>
            {progress.completed ? <CompletedBadge /> : null}
          </div>
          <CourseFacts course={course} />
          <ProgressBar percent={progress.percent} />
          <div className="mt-auto flex flex-wrap gap-2">
            <Link
              to={paths.learning.study(area, course.id)}
              className={buttonClasses(progress.completed ? 'secondary' : 'primary')}
            >
              {t(progress.completed ? 'web.open' : progress.units_done > 0 ? 'web.continue' : 'web.start')}
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
