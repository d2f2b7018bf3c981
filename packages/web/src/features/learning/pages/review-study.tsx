import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { searchParams } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCourseReview } from '../api/course-review';
import { QuizFeedback } from '../components/quiz-feedback';
import { ReviewForm } from '../components/review-form';

/** my-education/mylearning/review-study?course=…: rate the course, and read my answers with the correct ones. */
export function Component() {
  const { t } = useTranslation('learning');
  const [params] = useSearchParams();
  const courseId = params.get(searchParams.course) ?? '';
  const review = useCourseReview(courseId);
  useDocumentTitle(t('web.review'));
  return (
    <ScreenContainer width="compact" className="space-y-6">
      <PageHeader title={t('web.review')} />
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
              <p className="text-sm text-ink-muted">{t('web.completeToReview')}</p>
            )}
          </Card>
          {review.data.quizzes.map((quiz) => (
            <Card key={quiz.quiz_id} title={quiz.title}>
              {quiz.best ? (
                <QuizFeedback attempt={quiz.best} />
              ) : (
                <p className="text-sm text-ink-muted">{t('web.notAttempted')}</p>
              )}
            </Card>
          ))}
        </>
      )}
    </ScreenContainer>
  );
}
