import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CourseRow } from './course-mapper';
import type { CoursesTable } from './learning.tables';

export function findCourseById(db: Kysely<Database>, id: string): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCourseBySlug(db: Kysely<Database>, slug: string): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function insertCourse(db: Kysely<Database>, row: Insertable<CoursesTable>): Promise<void> {
  await db.insertInto('courses').values(row).execute();
}

export async function updateCourse(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<CoursesTable>,
): Promise<void> {
  await db.updateTable('courses').set(changes).where('id', '=', id).execute();
}

/** Moves a course to `state` unless it is there already; true when it moved. */
export async function updateCourseState(
  db: Kysely<Database>,
  id: string,
  state: string,
  changes: Updateable<CoursesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('courses')
    .set({ ...changes, state })
    .where('id', '=', id)
    .where('state', '<>', state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCourse(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

/** Takes a seat when one is left: one conditional update, so parallel sign-ups never overfill. */
export async function takeSeat(db: Kysely<Database>, courseId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('courses')
    .set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1), updated_at: now }))
    .where('id', '=', courseId)
    .where((eb) => eb.or([eb('capacity', 'is', null), eb('enrolled_count', '<', eb.ref('capacity'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseSeat(db: Kysely<Database>, courseId: string): Promise<void> {
  await db
    .updateTable('courses')
    .set((eb) => ({ enrolled_count: eb('enrolled_count', '-', 1) }))
    .where('id', '=', courseId)
    .where('enrolled_count', '>', 0)
    .execute();
}

export async function countCompletion(db: Kysely<Database>, courseId: string): Promise<void> {
  await db
    .updateTable('courses')
    .set((eb) => ({ completed_count: eb('completed_count', '+', 1) }))
    .where('id', '=', courseId)
    .execute();
}

export async function setUnitCount(db: Kysely<Database>, courseId: string, now: string): Promise<void> {
  const row = await db
    .selectFrom('course_units')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('courses')
    .set({ unit_count: Number(row.n), updated_at: now })
    .where('id', '=', courseId)
    .execute();
}

export async function countEnrolments(db: Kysely<Database>, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
