import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Card } from '../../../components/ui/card';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAdminOutline, useAdminQuiz, useAdminUnit } from '../api/admin-courses';
import { CourseDetailsForm } from './course-details-form';
import { CourseLearners } from './course-learners';
import { CourseOfferForm } from './course-offer-form';
import { CourseStateBar } from './course-state-bar';
import { EnrolLearnersForm } from './enrol-learners-form';
import { QuizBuilder } from './quiz-builder';
import { UnitEditor } from './unit-editor';
import { UnitListEditor } from './unit-list-editor';

function SelectedUnit({
  unitId,
  hasQuiz,
  onRemoved,
}: {
  unitId: string;
  hasQuiz: boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('learning');
  const unit = useAdminUnit(unitId);
  const quiz = useAdminQuiz(unitId, hasQuiz);
  if (unit.isPending) return <SectionSpinner />;
  if (unit.isError) return <ErrorState error={unit.error} onRetry={() => unit.refetch()} />;
  return (
    <div className="space-y-6">
      <Card title={t('web.admin.unit')}>
        <UnitEditor key={unit.data.id} unit={unit.data} onRemoved={onRemoved} />
      </Card>
      <Card title={t('web.admin.quiz.heading')} description={t('web.admin.quiz.hint')}>
        {hasQuiz && quiz.isError ? (
          <ErrorState error={quiz.error} onRetry={() => quiz.refetch()} />
        ) : hasQuiz && !quiz.data ? (
          <SectionSpinner />
        ) : (
          <QuizBuilder key={unitId} unitId={unitId} quiz={quiz.data} />
        )}
      </Card>
    </div>
  );
}

/** The course editor: state and publishing, words, offer, units with their Markdown and quiz, and learners. */
export function CourseEditor({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const outline = useAdminOutline(courseId);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  useDocumentTitle(outline.data?.course.title ?? t('web.admin.title'));
  return (
    <QueryView query={outline} pending={<LoadingSkeleton className="m-6" />}>
      {({ course, units }) => {
        const unitId = selected && units.some((unit) => unit.id === selected) ? selected : units[0]?.id;
        const current = units.find((unit) => unit.id === unitId);
        return (
          <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
            <div>
              <Link
                to={paths.learning.adminCourses}
                className="text-sm text-brand-700 underline dark:text-brand-300"
              >
                {t('web.admin.backToCourses')}
              </Link>
              <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{course.title}</h1>
            </div>
            <CourseStateBar course={course} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <Card title={t('web.admin.details')}>
                <CourseDetailsForm key={course.id} course={course} />
              </Card>
              <Card title={t('web.admin.offer')}>
                <CourseOfferForm key={course.id} course={course} />
              </Card>
            </div>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
              <Card title={t('web.outline')}>
                <UnitListEditor
                  courseId={course.id}
                  units={units}
                  selectedId={unitId}
                  onSelect={setSelected}
                />
              </Card>
              {current ? (
                <SelectedUnit
                  key={current.id}
                  unitId={current.id}
                  hasQuiz={current.quiz !== null}
                  onRemoved={() => setSelected(undefined)}
                />
              ) : (
                <p className="text-sm text-ink-muted">{t('web.admin.noUnits')}</p>
              )}
            </div>
            <Card title={t('web.admin.enrol.title')}>
              <EnrolLearnersForm courseId={course.id} published={course.state === 'published'} />
            </Card>
            <Card title={t('web.admin.learners.title')}>
              <CourseLearners courseId={course.id} />
            </Card>
          </div>
        );
      }}
    </QueryView>
  );
}
