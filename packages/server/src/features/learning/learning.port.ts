import { ROLE } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { admitLearner } from './admit-learner';
import { findCourseById, findCourseBySlug } from './courses.repository';
import { findEnrolment } from './enrolments.repository';

/** A course as other domains see it. */
export interface CourseBrief {
  id: string;
  slug: string;
  title: string;
  unit_count: number;
  state: string;
}

/** What one learner has done in one course, read from learning's own tables (nothing is copied). */
export interface LearnerCourseFacts {
  user_id: string;
  course_id: string;
  /** active | completed | withdrawn, or null when never enrolled. */
  enrolment_state: string | null;
  enrolled_at: string | null;
  completed_at: string | null;
  units_done: number;
  /** The newest unit completion or quiz attempt. */
  last_study_at: string | null;
  /** Mean of the learner's best percentage per quiz of the course. */
  quiz_average: number | null;
  certificate_code: string | null;
}

/** SQLite binds at most some thousands of parameters; large rosters are read in slices. */
const SLICE = 500;

function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += SLICE) out.push(items.slice(start, start + SLICE));
  return out;
}

function newer(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** A course by id or slug, or undefined. */
export async function findCourseBrief(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<CourseBrief | undefined> {
  const row = (await findCourseById(db, idOrSlug)) ?? (await findCourseBySlug(db, idOrSlug));
  return row
    ? { id: row.id, slug: row.slug, title: row.title, unit_count: row.unit_count, state: row.state }
    : undefined;
}

/** Courses by id, in any order. */
export async function courseBriefs(db: Kysely<Database>, ids: readonly string[]): Promise<CourseBrief[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('courses')
    .select(['id', 'slug', 'title', 'unit_count', 'state'])
    .where('id', 'in', [...ids])
    .orderBy('title')
    .execute();
}

/** Each learner's facts in each of the courses (every pair, enrolled or not). */
export async function learnerCourseFacts(
  db: Kysely<Database>,
  userIds: readonly string[],
  courseIds: readonly string[],
): Promise<LearnerCourseFacts[]> {
  const facts = new Map<string, LearnerCourseFacts>();
  const key = (userId: string, courseId: string) => `${userId}|${courseId}`;
  for (const userId of userIds)
    for (const courseId of courseIds)
      facts.set(key(userId, courseId), {
        user_id: userId,
        course_id: courseId,
        enrolment_state: null,
        enrolled_at: null,
        completed_at: null,
        units_done: 0,
        last_study_at: null,
        quiz_average: null,
        certificate_code: null,
      });
  if (courseIds.length === 0) return [];
  const courses = [...courseIds];
  for (const users of slices(userIds)) {
    const [enrolments, units, attempts, certificates] = await Promise.all([
      db
        .selectFrom('enrolments')
        .select(['user_id', 'course_id', 'state', 'enrolled_at', 'completed_at'])
        .where('user_id', 'in', users)
        .where('course_id', 'in', courses)
        .execute(),
      db
        .selectFrom('unit_progress')
        .select(['user_id', 'course_id'])
        .select((eb) => [eb.fn.countAll<number | string>().as('done'), eb.fn.max('completed_at').as('last')])
        .where('user_id', 'in', users)
        .where('course_id', 'in', courses)
        .groupBy(['user_id', 'course_id'])
        .execute(),
      db
        .selectFrom('quiz_attempts')
        .innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id')
        .select(['quiz_attempts.user_id', 'quizzes.course_id', 'quiz_attempts.quiz_id'])
        .select((eb) => [
          eb.fn.max('quiz_attempts.percent').as('best'),
          eb.fn.max('quiz_attempts.submitted_at').as('last'),
        ])
        .where('quiz_attempts.user_id', 'in', users)
        .where('quizzes.course_id', 'in', courses)
        .groupBy(['quiz_attempts.user_id', 'quizzes.course_id', 'quiz_attempts.quiz_id'])
        .execute(),
      db
        .selectFrom('certificates')
        .select(['user_id', 'course_id', 'code'])
        .where('user_id', 'in', users)
        .where('course_id', 'in', courses)
        .execute(),
    ]);
    for (const row of enrolments) {
      const fact = facts.get(key(row.user_id, row.course_id));
      if (!fact) continue;
      fact.enrolment_state = row.state;
      fact.enrolled_at = row.enrolled_at;
      fact.completed_at = row.completed_at;
    }
    for (const row of units) {
      const fact = facts.get(key(row.user_id, row.course_id));
      if (!fact) continue;
      fact.units_done = Number(row.done);
      fact.last_study_at = newer(fact.last_study_at, row.last);
    }
    const bests = new Map<string, number[]>();
    for (const row of attempts) {
      if (!row.course_id) continue;
      const fact = facts.get(key(row.user_id, row.course_id));
      if (!fact) continue;
      fact.last_study_at = newer(fact.last_study_at, row.last);
      const pair = key(row.user_id, row.course_id);
      const values = bests.get(pair);
      if (values) values.push(Number(row.best));
      else bests.set(pair, [Number(row.best)]);
    }
    for (const [pair, values] of bests) {
      const fact = facts.get(pair);
      if (fact) fact.quiz_average = Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
    }
    for (const row of certificates) {
      const fact = facts.get(key(row.user_id, row.course_id));
      if (fact) fact.certificate_code = row.code;
    }
  }
  return [...facts.values()];
}

/** What enrolling one learner in a course did. */
export type EnrolOutcome = 'enrolled' | 'already' | 'full' | 'not_learner';

/**
 * Enrols one learner in a published course inside the caller's transaction, as learning's own
 * bulk enrolment does (the same seat rule, a withdrawn enrolment made active again). Learners who
 * already study or finished it are left as they are.
 */
export async function enrolInCourse(
  trx: Kysely<Database>,
  courseId: string,
  user: { id: string; roles: readonly number[] },
  nowIso: string,
): Promise<EnrolOutcome> {
  if (!user.roles.includes(ROLE.learner)) return 'not_learner';
  const existing = await findEnrolment(trx, courseId, user.id);
  if (existing && existing.state !== 'withdrawn') return 'already';
  try {
    await admitLearner(trx, courseId, user.id, existing, nowIso);
    return 'enrolled';
  } catch (error) {
    if (error instanceof AppError && error.code === 'COURSE_FULL') return 'full';
    throw error;
  }
}

export { type DemoStudy, recordDemoStudies } from './demo-study';
export { DEMO_COURSES } from './learning-demo.seeder';

/** A course's drop-off among some learners: per unit in course order, how many completed it. */
export interface UnitFunnel {
  /** Of the learners, those enrolled (active or completed). */
  enrolled: number;
  completed: number;
  units: { unit_id: string; position: number; title: string; reached: number }[];
}

/** How many of `userIds` enrolled in, completed, and completed each unit of the course. */
export async function unitFunnel(
  db: Kysely<Database>,
  courseId: string,
  userIds: readonly string[],
): Promise<UnitFunnel> {
  const units = await db
    .selectFrom('course_units')
    .select(['id', 'position', 'title'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();
  const reached = new Map<string, number>();
  let enrolled = 0;
  let completed = 0;
  for (const users of slices(userIds)) {
    const [done, states] = await Promise.all([
      db
        .selectFrom('unit_progress')
        .select('unit_id')
        .select((eb) => eb.fn.countAll<number | string>().as('learners'))
        .where('course_id', '=', courseId)
        .where('user_id', 'in', users)
        .groupBy('unit_id')
        .execute(),
      db
        .selectFrom('enrolments')
        .select('state')
        .select((eb) => eb.fn.countAll<number | string>().as('learners'))
        .where('course_id', '=', courseId)
        .where('user_id', 'in', users)
        .where('state', 'in', ['active', 'completed'])
        .groupBy('state')
        .execute(),
    ]);
    for (const row of done) reached.set(row.unit_id, (reached.get(row.unit_id) ?? 0) + Number(row.learners));
    for (const row of states) {
      enrolled += Number(row.learners);
      if (row.state === 'completed') completed += Number(row.learners);
    }
  }
  return {
    enrolled,
    completed,
    units: units.map((unit) => ({
      unit_id: unit.id,
      position: unit.position,
      title: unit.title,
      reached: reached.get(unit.id) ?? 0,
    })),
  };
}
