import type { PublicCourse } from '@ailab/core/contract/learning/course.schemas';
import type { Leaderboard, QuizAnswer } from '@ailab/core/contract/learning/quiz.schemas';
import type { Certificate } from '@ailab/core/contract/learning/study.schemas';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { findCertificateByCode } from './certificates.repository';
import { courseRowToCourse, quizQuestions, unitRowToOutline } from './course-mapper';
import { loadCourseUnits } from './course-units';
import { findCourseById, findCourseBySlug } from './courses.repository';
import { publicName } from './public-name';
import { checkAnswers } from './quiz-answers';
import { gradeAttempt, questionsForLearner } from './quiz-grading';
import { findDemoQuiz, findQuizById } from './quizzes.repository';
import { latestReviews } from './reviews.repository';

/** A published course's public page: the course, unit titles, seats left and recent reviews. */
export async function publicCourse(
  ctx: AppContext,
  key: { course_id: string } | { slug: string },
): Promise<PublicCourse> {
  const course =
    'slug' in key ? await findCourseBySlug(ctx.db, key.slug) : await findCourseById(ctx.db, key.course_id);
  if (course?.state !== 'published')
    throw new AppError('NOT_FOUND', { params: { path: 'slug' in key ? key.slug : key.course_id } });
  const { units, quizByUnit } = await loadCourseUnits(ctx.db, course.id);
  const reviews = await latestReviews(ctx.db, course.id, 5);
  return {
    course: courseRowToCourse(course),
    units: units.map((unit) => unitRowToOutline(unit, quizByUnit.get(unit.id))),
    seats_left: course.capacity === null ? null : Math.max(0, course.capacity - course.enrolled_count),
    reviews: reviews.map((review) => ({
      name: publicName(review.first_name, review.last_name),
      rating: review.rating,
      comment: review.comment,
      updated_at: review.updated_at,
    })),
  };
}

/** The quizzes a board can be asked for (`quiz_id`): those of published courses, by course title, then quiz title. */
async function boardQuizzes(ctx: AppContext): Promise<Leaderboard['quizzes']> {
  return ctx.db
    .selectFrom('quizzes')
    .innerJoin('courses', 'courses.id', 'quizzes.course_id')
    .select(['quizzes.id', 'quizzes.title', 'courses.title as course_title'])
    .where('courses.state', '=', 'published')
    .orderBy(sql`lower(courses.title)`)
    .orderBy(sql`lower(quizzes.title)`)
    .orderBy('quizzes.id')
    .execute();
}

/**
 * The leaderboard: learners who opted in (learner settings, set from a quiz submission) and whose
 * account is active, by their best passed score on one quiz of a published course, or summed over
 * every such quiz. Ties go to whoever reached their score first (the earliest attempt that scored
 * it; over several quizzes, when the last of those best scores was reached). Set-based: one query.
 */
export async function quizLeaders(
  ctx: AppContext,
  body: { quiz_id?: string | undefined; limit: number },
): Promise<Leaderboard> {
  if (body.quiz_id) {
    const quiz = await findQuizById(ctx.db, body.quiz_id);
    const course = quiz?.course_id ? await findCourseById(ctx.db, quiz.course_id) : undefined;
    if (!quiz || course?.state !== 'published')
      throw new AppError('NOT_FOUND', { params: { path: body.quiz_id } });
  }
  const best = ctx.db
    .selectFrom('quiz_attempts')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id')
    .innerJoin('courses', 'courses.id', 'quizzes.course_id')
    .select(['quiz_attempts.user_id', 'quiz_attempts.quiz_id'])
    .select((eb) => eb.fn.max('quiz_attempts.score').as('points'))
    .where('courses.state', '=', 'published')
    .where('quiz_attempts.passed', '=', 1)
    .$if(body.quiz_id !== undefined, (qb) => qb.where('quiz_attempts.quiz_id', '=', body.quiz_id ?? ''))
    .groupBy(['quiz_attempts.user_id', 'quiz_attempts.quiz_id'])
    .as('best');
  const reached = ctx.db
    .selectFrom('quiz_attempts as attempt')
    .innerJoin(best, (join) =>
      join
        .onRef('best.user_id', '=', 'attempt.user_id')
        .onRef('best.quiz_id', '=', 'attempt.quiz_id')
        .onRef('best.points', '=', 'attempt.score'),
    )
    .select(['attempt.user_id', 'attempt.quiz_id', 'best.points'])
    .select((eb) => eb.fn.min('attempt.submitted_at').as('reached_at'))
    .where('attempt.passed', '=', 1)
    .groupBy(['attempt.user_id', 'attempt.quiz_id', 'best.points'])
    .as('reached');
  const rows = await ctx.db
    .selectFrom(reached)
    .innerJoin('learner_settings', 'learner_settings.user_id', 'reached.user_id')
    .innerJoin('users', 'users.id', 'reached.user_id')
    .select(['users.first_name', 'users.last_name', 'reached.user_id'])
    .select((eb) => [
      eb.fn.sum<string | number>('reached.points').as('points'),
      eb.fn.countAll<string | number>().as('passed'),
    ])
    .where('learner_settings.leaderboard_opt_in', '=', 1)
    .where('users.disabled_at', 'is', null)
    .groupBy(['reached.user_id', 'users.first_name', 'users.last_name'])
    .orderBy(sql`sum(reached.points)`, 'desc')
    .orderBy(sql`max(reached.reached_at)`, 'asc')
    .orderBy('reached.user_id')
    .limit(body.limit)
    .execute();
  return {
    quiz_id: body.quiz_id ?? null,
    quizzes: await boardQuizzes(ctx),
    items: rows.map((row, index) => ({
      rank: index + 1,
      name: publicName(row.first_name, row.last_name),
      points: Number(row.points),
      quizzes_passed: Number(row.passed),
    })),
  };
}

/** The public demo quiz: its questions, or with answers, graded with the key. Nothing is stored. */
export async function demoQuiz(ctx: AppContext, answers: QuizAnswer[] | undefined, t: TFunction) {
  const quiz = await findDemoQuiz(ctx.db);
  if (!quiz) throw new AppError('NOT_FOUND', { params: { path: 'demo quiz' } });
  const questions = quizQuestions(quiz);
  if (answers) checkAnswers(questions, answers, t);
  return {
    quiz: {
      id: quiz.id,
      title: quiz.title,
      pass_percent: quiz.pass_percent,
      max_points: quiz.max_points,
      questions: questionsForLearner(questions, quiz.shuffle === 1, 'demo'),
    },
    result: answers ? gradeAttempt(questions, answers, quiz.pass_percent) : null,
  };
}

/** A certificate by its verification code, for anyone to check. */
export async function verifyCertificate(
  ctx: AppContext,
  code: string,
): Promise<{ valid: boolean; certificate: Certificate | null }> {
  const row = await findCertificateByCode(ctx.db, code);
  // Not a 404: clients send 404s to the home page (spec §8), and an unknown code is an answer, not an error.
  if (!row) return { valid: false, certificate: null };
  return {
    valid: true,
    certificate: {
      code: row.code,
      learner_name: row.learner_name,
      course_id: row.course_id,
      course_title: row.course_title,
      score_percent: row.score_percent,
      issued_at: row.issued_at,
    },
  };
}
