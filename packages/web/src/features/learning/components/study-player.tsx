import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { type Area, paths, searchParams } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCompleteUnit } from '../api/complete-unit';
import { useStudyOutline } from '../api/get-study-outline';
import { useStudyUnit } from '../api/get-study-unit';
import { CourseOutline } from './course-outline';
import { ProgressBar } from './progress-bar';
import { QuizPanel } from './quiz-panel';
import { UnitBody } from './unit-body';
import { withoutLeadingTitle } from './unit-title';

/**
 * The study player: the outline with done and locked marks, the chosen unit's
 * Markdown, previous and next, "Mark as done", and the unit's quiz.
 */
export function StudyPlayer({ courseId, area }: { courseId: string; area: Area }) {
  const { t } = useTranslation('learning');
  const [params, setParams] = useSearchParams();
  const outline = useStudyOutline(courseId);
  const units = outline.data?.units ?? [];
  const chosen = params.get(searchParams.unit);
  const unitId =
    (chosen && units.some((unit) => unit.id === chosen && !unit.locked) ? chosen : undefined) ??
    units.find((unit) => !unit.done && !unit.locked)?.id ??
    units.at(-1)?.id;
  const unit = useStudyUnit(unitId);
  const complete = useCompleteUnit();
  useDocumentTitle(outline.data?.course.title ?? t('web.course'));
  const select = (id: string) => setParams({ [searchParams.unit]: id });

  if (outline.isPending) return <SectionSpinner />;
  if (outline.isError)
    return (
      <div className="mx-auto max-w-3xl space-y-4 p-6">
        <FormError error={outline.error} />
        <Link to={paths.learning.course(area, courseId)} className={buttonClasses('secondary')}>
          {t('web.toCoursePage')}
        </Link>
      </div>
    );
  const { course, progress } = outline.data;
  const current = units.find((candidate) => candidate.id === unitId);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[18rem_1fr]">
      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <div>
          <h1 className="text-lg font-bold text-ink">{course.title}</h1>
          <div className="mt-2">
            <ProgressBar percent={progress.percent} />
          </div>
        </div>
        <CourseOutline units={units} selectedId={unitId} onSelect={select} />
      </aside>
      <div className="min-w-0 space-y-6">
        {progress.completed ? (
          <Alert tone="success">
            <p className="font-semibold">{t('web.courseCompleted')}</p>
            <p className="mt-1 flex flex-wrap gap-3">
              <Link className="underline" to={paths.learning.completeStudy(area, courseId)}>
                {t('web.viewCertificate')}
              </Link>
              <Link className="underline" to={paths.learning.reviewStudy(area, courseId)}>
                {t('web.reviewCourse')}
              </Link>
            </p>
          </Alert>
        ) : null}
        {unit.isPending ? (
          <SectionSpinner />
        ) : unit.isError ? (
          <FormError error={unit.error} />
        ) : (
          <>
            <Card title={unit.data.unit.title}>
              <UnitBody source={withoutLeadingTitle(unit.data.unit.content, unit.data.unit.title)} />
            </Card>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Button
                variant="ghost"
                disabled={!unit.data.previous_unit_id}
                onClick={() => unit.data.previous_unit_id && select(unit.data.previous_unit_id)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('web.previous')}
              </Button>
              {current?.done ? (
                <span className="text-sm font-medium text-success">{t('web.unitDone')}</span>
              ) : unit.data.unit.quiz?.required ? (
                <span className="text-sm text-ink-muted">{t('web.passToContinue')}</span>
              ) : (
                <Button loading={complete.isPending} onClick={() => complete.mutate(unit.data.unit.id)}>
                  {t('web.markDone')}
                </Button>
              )}
              <Button
                variant="ghost"
                disabled={
                  !unit.data.next_unit_id ||
                  units.find((u) => u.id === unit.data.next_unit_id)?.locked === true
                }
                onClick={() => unit.data.next_unit_id && select(unit.data.next_unit_id)}
              >
                {t('web.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <FormError error={complete.error} />
            {unit.data.unit.quiz ? (
              <QuizPanel
                key={unit.data.unit.quiz.id}
                quizId={unit.data.unit.quiz.id}
                // Stay on this unit to read the feedback, even when passing opens the next one.
                onGraded={() => select(unit.data.unit.id)}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
