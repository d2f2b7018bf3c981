import type { StudyReview } from '@ailab/core/contract/learning/study.schemas';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { standingOf } from './quiz-grading';
import { bestAttempt, regrade } from './quiz-taking.service';
import { findReview, saveReview } from './reviews.repository';
import { loadStudyState } from './study-state';

/**
 * The review screen of a course I joined: with a rating, saves my review
 * (only once I completed the course); always answers my review and my best
 * attempt at each quiz I took, graded with the key.
 */
export async function reviewCourse(
  ctx: AppContext,
  caller: Caller,
  body: { course_id: string; rating?: number | undefined; comment?: string | undefined },
  t: TFunction,
): Promise<StudyReview> {
  const userId = caller.user.id;
  const state = await loadStudyState(ctx.db, userId, body.course_id);
  if (!state.enrolment) throw new AppError('NOT_ENROLLED');
  const canReview = state.enrolment.state === 'completed';
  if (body.rating !== undefined || body.comment !== undefined) {
    if (!canReview)
      throw new AppError('COURSE_NOT_READY', { params: { reason: t('learning:review.completeFirst') } });
    const previous = await findReview(ctx.db, body.course_id, userId);
    const rating = body.rating ?? previous?.rating;
    if (rating === undefined)
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            field: 'rating',
            code: 'required',
            message: fieldMessage(t, 'required', 'rating'),
          },
        ],
      });
    await saveReview(ctx.db, {
      course_id: body.course_id,
      user_id: userId,
      rating,
      comment: body.comment ?? previous?.comment ?? '',
      now: ctx.now().toISOString(),
    });
  }
  const review = await findReview(ctx.db, body.course_id, userId);
  const quizzes = state.units.flatMap((unit) => {
    const quiz = state.quizByUnit.get(unit.id);
    if (!quiz) return [];
    const attempts = state.attemptsByQuiz.get(quiz.id) ?? [];
    const best = bestAttempt(attempts);
    return [
      {
        quiz_id: quiz.id,
        unit_id: quiz.unit_id,
        title: quiz.title,
        standing: standingOf(quiz, attempts),
        best: best ? regrade(quiz, best, attempts) : null,
      },
    ];
  });
  return {
    course_id: body.course_id,
    can_review: canReview,
    review: review ? { rating: review.rating, comment: review.comment, updated_at: review.updated_at } : null,
    quizzes,
  };
}
