import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { EmptyState } from '../../../components/states/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { type Area, paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicCourse } from '../api/get-public-course';
import { useMyCourse } from '../api/use-my-course';

type CoursePageData = NonNullable<ReturnType<typeof usePublicCourse>['data']>;

import { CompletedBadge } from './completed-badge';
import { CourseFacts } from './course-facts';
import { CourseOutline } from './course-outline';
import { EnrolPanel } from './enrol-panel';
import { UnitBody } from './unit-body';

/**
 * A course's page by id or slug: description, outline, reviews and the sign-up panel; an unknown course says so
 * and leads back to the catalogue.
 */
export function CoursePage({
  courseId,
  area,
  catalogueHref,
}: {
  courseId: string;
  area: Area;
  catalogueHref: string;
}) {
  const { t } = useTranslation('learning');
  const query = usePublicCourse(courseId);
  useDocumentTitle(query.data?.course.title ?? (query.isError ? t('web.courseNotFound') : t('web.course')));
  return (
    <QueryView
      query={query}
      notFound={
        <div className="mx-auto max-w-3xl px-4 py-10">
          <EmptyState
            icon={<FileQuestion aria-hidden="true" className="size-6" />}
            title={t('web.courseNotFound')}
            description={t('web.courseNotFoundBody')}
            action={
              <Link to={catalogueHref} className={buttonClasses('primary')}>
                {t('web.browseCourses')}
              </Link>
            }
          />
        </div>
      }
    >
      {(page) => <CourseView page={page} area={area} />}
    </QueryView>
  );
}

function CourseView({ page, area }: { page: CoursePageData; area: Area }) {
  const { t } = useTranslation('learning');
  const { course, units, reviews } = page;
  const { enrolled } = useMyCourse(course.id);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        <header className="space-y-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
            {course.tags.join(' · ')}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{course.title}</h1>
          {enrolled?.progress.completed ? (
            <p className="flex flex-wrap items-center gap-3">
              <CompletedBadge />
              <Link
                to={paths.learning.completeStudy(area, course.id)}
                className="text-sm text-link underline"
              >
                {t('web.viewCertificate')}
              </Link>
            </p>
          ) : null}
          <p className="text-ink-muted">{course.summary}</p>
          <CourseFacts course={course} />
        </header>
        <Card>
          <UnitBody source={course.description} />
        </Card>
        <Card title={t('web.outline')}>
          <CourseOutline units={units} />
        </Card>
        {reviews.length > 0 ? (
          <Card title={t('web.reviews')}>
            <ul className="space-y-3">
              {reviews.map((review) => (
                <li key={`${review.name}-${review.updated_at}`} className="text-sm">
                  <p className="font-medium text-ink">
                    {'★'.repeat(review.rating)}
                    <span className="sr-only">{t('web.stars', { count: review.rating })}</span> {review.name}
                  </p>
                  {review.comment ? <p className="text-ink-muted">{review.comment}</p> : null}
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <Card>
          <EnrolPanel page={page} area={area} />
        </Card>
      </aside>
    </div>
  );
}
