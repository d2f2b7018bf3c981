import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { EnrolmentRow } from './course-mapper';
import type { EnrolmentsTable } from './learning.tables';

export function findEnrolment(
  db: Kysely<Database>,
  courseId: string,
  userId: string,
): Promise<EnrolmentRow | undefined> {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertEnrolment(db: Kysely<Database>, row: Insertable<EnrolmentsTable>): Promise<void> {
  await db.insertInto('enrolments').values(row).execute();
}

/** Moves an enrolment from one state to another; false when it was no longer in `from`. */
export async function moveEnrolment(
  db: Kysely<Database>,
  id: string,
  from: string,
  changes: Updateable<EnrolmentsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('enrolments')
    .set(changes)
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A learner's enrolments, newest first. */
export function listUserEnrolments(db: Kysely<Database>, userId: string): Promise<EnrolmentRow[]> {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('enrolled_at', 'desc')
    .orderBy('id')
    .execute();
}
