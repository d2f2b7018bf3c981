import { randomUUID } from 'node:crypto';
import type {
  LearnerQuiz,
  QuizAnswer,
  QuizResult,
  QuizSubmitResult,
} from '@ailab/core/contract/learning/quiz.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { mayRevealKey, withKeyIfRevealed } from './answer-key-reveal';
import { completeCourseIfDone } from './course-completion';
import { type QuizRow, quizQuestions } from './course-mapper';
import { saveLeaderboardChoice } from './learner-settings.repository';
import {
  type AttemptRow,
  insertAttempt,
  lastAttemptNo,
  listAttempts,
  markUnitDone,
} from './progress.repository';
import { checkAnswers } from './quiz-answers';
import { gradeAttempt, questionsForLearner, standingOf } from './quiz-grading';
import { findQuizById } from './quizzes.repository';
import { requireOpenUnit } from './study.service';
import { loadStudyState, progressOf, studyUnits } from './study-state';

async function findCourseQuiz(
  ctx: AppContext,
  quizId: string,
): Promise<QuizRow & { unit_id: string; course_id: string }> {
  const quiz = await findQuizById(ctx.db, quizId);
  if (!quiz?.unit_id || !quiz.course_id)
    throw new AppError('NOT_FOUND', { params: { path: `quiz ${quizId}` } });
  return { ...quiz, unit_id: quiz.unit_id, course_id: quiz.course_id };
}

/** A quiz of a unit open to me: questions without the key, options shuffled per attempt. */
export async function quizForLearner(ctx: AppContext, caller: Caller, quizId: string): Promise<LearnerQuiz> {
  const quiz = await findCourseQuiz(ctx, quizId);
  const state = await loadStudyState(ctx.db, caller.user.id, quiz.course_id);
  requireOpenUnit(state, quiz.unit_id);
  const attempts = state.attemptsByQuiz.get(quiz.id) ?? [];
  return {
    id: quiz.id,
    unit_id: quiz.unit_id,
    course_id: quiz.course_id,
    title: quiz.title,
    pass_percent: quiz.pass_percent,
    max_attempts: quiz.max_attempts,
    required: quiz.required === 1,
    max_points: quiz.max_points,
    questions: questionsForLearner(
      quizQuestions(quiz),
      quiz.shuffle === 1,
      `${caller.user.id}:${quiz.id}:${attempts.length + 1}`,
    ),
    standing: standingOf(quiz, attempts),
  };
}

/** How often a submission that lost an attempt-number race counts again. */
const SUBMIT_ROUNDS = 12;

/**
 * Grades a submission on the server and stores it as the next attempt. The
 * attempt number is unique per learner and quiz, so parallel submissions can
 * never exceed the limit. Passing marks the unit done and may complete the course.
 */
export async function submitQuiz(
  ctx: AppContext,
  caller: Caller,
  body: { quiz_id: string; answers: QuizAnswer[]; show_on_leaderboard?: boolean | undefined },
  t: TFunction,
): Promise<QuizSubmitResult> {
  const quiz = await findCourseQuiz(ctx, body.quiz_id);
  const questions = quizQuestions(quiz);
  checkAnswers(questions, body.answers, t);
  const userId = caller.user.id;
  const now = ctx.now().toISOString();
  // A parallel submission may take the attempt number first (the unique key
  // holds on both databases); the loser counts again, so N parallel
  // submissions still record exactly min(N, limit) attempts.
  for (let round = 1; ; round++) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const state = await loadStudyState(trx, userId, quiz.course_id);
        requireOpenUnit(state, quiz.unit_id);
        const attemptNo = (await lastAttemptNo(trx, userId, quiz.id)) + 1;
        if (quiz.max_attempts !== null && attemptNo > quiz.max_attempts)
          throw new AppError('ATTEMPTS_EXHAUSTED', { params: { max: quiz.max_attempts } });
        const graded = gradeAttempt(questions, body.answers, quiz.pass_percent);
        await insertAttempt(trx, {
          id: randomUUID(),
          quiz_id: quiz.id,
          user_id: userId,
          attempt_no: attemptNo,
          answers: JSON.stringify(body.answers),
          score: graded.score,
          max_score: graded.max_score,
          percent: graded.percent,
          passed: graded.passed ? 1 : 0,
          submitted_at: now,
        });
        if (body.show_on_leaderboard !== undefined)
          await saveLeaderboardChoice(trx, userId, body.show_on_leaderboard, now);
        if (graded.passed)
          await markUnitDone(trx, {
            user_id: userId,
            unit_id: quiz.unit_id,
            course_id: quiz.course_id,
            completed_at: now,
          });
        const after = await loadStudyState(trx, userId, quiz.course_id);
        const code = await completeCourseIfDone(trx, after, userId, now);
        const units = studyUnits(after);
        const standing = standingOf(quiz, after.attemptsByQuiz.get(quiz.id) ?? []);
        return {
          ...withKeyIfRevealed(graded, mayRevealKey(quiz.reveal_answers, standing)),
          attempt_no: attemptNo,
          submitted_at: now,
          standing,
          unit_done: units.find((unit) => unit.id === quiz.unit_id)?.done ?? false,
          course_completed: progressOf(units, code).completed,
          certificate_code: code,
        };
      });
    } catch (error) {
      if (uniqueViolation(error) === undefined) throw error;
      if (round >= SUBMIT_ROUNDS) throw new AppError('CONFLICT');
    }
  }
}

/** The attempt that counts: the highest percentage, the earliest among equals. */
export function bestAttempt(attempts: readonly AttemptRow[]): AttemptRow | undefined {
  return attempts.reduce<AttemptRow | undefined>(
    (best, attempt) => (!best || attempt.percent > best.percent ? attempt : best),
    undefined,
  );
}

/**
 * An attempt graded again for display: my answers beside the key, when the quiz's `reveal_answers` lets me see
 * it with the attempts I have made (`attempts`). Only for a learner who has submitted.
 */
export function regrade(quiz: QuizRow, attempt: AttemptRow, attempts: readonly AttemptRow[]) {
  const answers = JSON.parse(attempt.answers) as QuizAnswer[];
  const graded = gradeAttempt(quizQuestions(quiz), answers, quiz.pass_percent);
  const reveal = mayRevealKey(quiz.reveal_answers, standingOf(quiz, attempts));
  return { ...withKeyIfRevealed(graded, reveal), attempt_no: attempt.attempt_no };
}

/** My attempts at a quiz, and my best one with the key. */
export async function quizResult(ctx: AppContext, caller: Caller, quizId: string): Promise<QuizResult> {
  const quiz = await findCourseQuiz(ctx, quizId);
  const state = await loadStudyState(ctx.db, caller.user.id, quiz.course_id);
  if (!state.enrolment) throw new AppError('NOT_ENROLLED');
  const attempts = await listAttempts(ctx.db, caller.user.id, [quiz.id]);
  const best = bestAttempt(attempts);
  return {
    quiz_id: quiz.id,
    title: quiz.title,
    attempts: attempts.map((attempt) => ({
      attempt_no: attempt.attempt_no,
      score: attempt.score,
      max_score: attempt.max_score,
      percent: attempt.percent,
      passed: attempt.passed === 1,
      submitted_at: attempt.submitted_at,
    })),
    standing: standingOf(quiz, attempts),
    best: best ? regrade(quiz, best, attempts) : null,
  };
}
