import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Card } from '../../../components/ui/card';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { searchParams } from '../../../config/paths';
import { useCourseReview } from '../../../features/learning/api/course-review';
import { QuizFeedback } from '../../../features/learning/components/quiz-feedback';
import { ReviewForm } from '../../../features/learning/components/review-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** my-education/mylearning/review-study?course=…: rate the course, and read my answers with the correct ones. */
export function Component() {
  const { t } = useTranslation('learning');
  const [params] = useSearchParams();
  const courseId = params.get(searchParams.course) ?? '';
  const review = useCourseReview(courseId);
  useDocumentTitle(t('web.review'));
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('web.review')}
      </h1>
      {review.isPending ? (
        <SectionSpinner />
      ) : review.isError ? (
        <FormError error={review.error} />
      ) : (
        <>
          <Card title={t('web.rateCourse')}>
            {review.data.can_review ? (
              <ReviewForm courseId={courseId} initial={review.data.review} />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('web.completeToReview')}</p>
            )}
          </Card>
          {review.data.quizzes.map((quiz) => (
            <Card key={quiz.quiz_id} title={quiz.title}>
              {quiz.best ? (
                <QuizFeedback attempt={quiz.best} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('web.notAttempted')}</p>
              )}
            </Card>
          ))}
        </>
      )}
    </div>
  );
}
