import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuizRow } from './course-mapper';
import type { QuizzesTable } from './learning.tables';

export function findQuizById(db: Kysely<Database>, id: string): Promise<QuizRow | undefined> {
  return db.selectFrom('quizzes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findQuizByUnit(db: Kysely<Database>, unitId: string): Promise<QuizRow | undefined> {
  return db.selectFrom('quizzes').selectAll().where('unit_id', '=', unitId).executeTakeFirst();
}

export function listCourseQuizzes(db: Kysely<Database>, courseId: string): Promise<QuizRow[]> {
  return db.selectFrom('quizzes').selectAll().where('course_id', '=', courseId).execute();
}

export function findDemoQuiz(db: Kysely<Database>): Promise<QuizRow | undefined> {
  return db
    .selectFrom('quizzes')
    .selectAll()
    .where('is_demo', '=', 1)
    .orderBy('created_at')
    .executeTakeFirst();
}

/** Creates the quiz of a unit, or replaces it in place (its id and attempts stay). */
export async function upsertQuiz(db: Kysely<Database>, row: Insertable<QuizzesTable>): Promise<void> {
  const { id: _id, created_at: _created, ...changes } = row;
  await db
    .insertInto('quizzes')
    .values(row)
    .onConflict((oc) => oc.column('unit_id').doUpdateSet(changes))
    .execute();
}

export async function insertQuiz(db: Kysely<Database>, row: Insertable<QuizzesTable>): Promise<void> {
  await db.insertInto('quizzes').values(row).execute();
}

export async function deleteQuizOfUnit(db: Kysely<Database>, unitId: string): Promise<void> {
  await db.deleteFrom('quizzes').where('unit_id', '=', unitId).execute();
}
