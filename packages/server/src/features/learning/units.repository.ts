import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { UnitRow } from './course-mapper';
import type { CourseUnitsTable } from './learning.tables';

/** A course's units in order. */
export function listUnits(db: Kysely<Database>, courseId: string): Promise<UnitRow[]> {
  return db
    .selectFrom('course_units')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findUnitById(db: Kysely<Database>, id: string): Promise<UnitRow | undefined> {
  return db.selectFrom('course_units').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUnit(db: Kysely<Database>, row: Insertable<CourseUnitsTable>): Promise<void> {
  await db.insertInto('course_units').values(row).execute();
}

export async function updateUnit(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<CourseUnitsTable>,
): Promise<void> {
  await db.updateTable('course_units').set(changes).where('id', '=', id).execute();
}

export async function deleteUnit(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('course_units').where('id', '=', id).execute();
}

/** Rewrites positions 1..n in the given order. */
export async function writeUnitOrder(db: Kysely<Database>, unitIds: readonly string[]): Promise<void> {
  for (const [index, id] of unitIds.entries())
    await db
      .updateTable('course_units')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
}
