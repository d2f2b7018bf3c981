import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuizAttemptsTable } from './learning.tables';

/** The units of a course a learner has marked done. */
export async function doneUnitIds(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('unit_progress')
    .select('unit_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  return new Set(rows.map((row) => row.unit_id));
}

/** Marks a unit done once; a second mark changes nothing. */
export async function markUnitDone(
  db: Kysely<Database>,
  row: { user_id: string; unit_id: string; course_id: string; completed_at: string },
): Promise<void> {
  await db
    .insertInto('unit_progress')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'unit_id']).doNothing())
    .execute();
}

export type AttemptRow = QuizAttemptsTable;

/** A learner's attempts at some quizzes, oldest first. */
export function listAttempts(
  db: Kysely<Database>,
  userId: string,
  quizIds: readonly string[],
): Promise<AttemptRow[]> {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('quiz_id', 'in', quizIds)
    .orderBy('attempt_no')
    .execute();
}

/** A learner's attempts at every quiz of one course, in attempt order (one query, no quiz ids needed first). */
export function listCourseAttempts(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<AttemptRow[]> {
  return db
    .selectFrom('quiz_attempts')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id')
    .selectAll('quiz_attempts')
    .where('quiz_attempts.user_id', '=', userId)
    .where('quizzes.course_id', '=', courseId)
    .orderBy('quiz_attempts.attempt_no')
    .execute();
}

export async function lastAttemptNo(db: Kysely<Database>, userId: string, quizId: string): Promise<number> {
  const row = await db
    .selectFrom('quiz_attempts')
    .select((eb) => eb.fn.max('attempt_no').as('n'))
    .where('user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertAttempt(db: Kysely<Database>, row: Insertable<QuizAttemptsTable>): Promise<void> {
  await db.insertInto('quiz_attempts').values(row).execute();
}
