import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type {
  PitchesTable,
  PitchFieldsTable,
  PitchSectionImagesTable,
  PitchSectionRevisionsTable,
  PitchSectionsTable,
} from '../startups.tables';

export type PitchRow = Selectable<PitchesTable>;
export type SectionRow = Selectable<PitchSectionsTable>;
export type RevisionRow = Selectable<PitchSectionRevisionsTable>;
export type ImageRow = Selectable<PitchSectionImagesTable>;
export type FieldRow = Selectable<PitchFieldsTable>;

export function findPitchById(db: Kysely<Database>, id: string): Promise<PitchRow | undefined> {
  return db.selectFrom('pitches').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPitch(db: Kysely<Database>, row: Insertable<PitchesTable>): Promise<void> {
  await db.insertInto('pitches').values(row).execute();
}

export async function updatePitchRow(db: Kysely<Database>, id: string, changes: Updateable<PitchesTable>) {
  await db.updateTable('pitches').set(changes).where('id', '=', id).execute();
}

export function findSectionById(db: Kysely<Database>, id: string): Promise<SectionRow | undefined> {
  return db.selectFrom('pitch_sections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function sectionsOf(db: Kysely<Database>, pitchIds: readonly string[]): Promise<SectionRow[]> {
  if (pitchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pitch_sections')
    .selectAll()
    .where('pitch_id', 'in', pitchIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertSection(db: Kysely<Database>, row: SectionRow): Promise<void> {
  await db.insertInto('pitch_sections').values(row).execute();
}

export async function setSectionPosition(db: Kysely<Database>, id: string, position: number) {
  await db.updateTable('pitch_sections').set({ position }).where('id', '=', id).execute();
}

export async function deleteSection(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('pitch_sections').where('id', '=', id).execute();
}

/**
 * Saves a section from the version the edit started from, in one conditional statement: of two
 * editors saving from the same version exactly one changes the row. True when this save did.
 */
export async function saveSectionFromVersion(
  db: Kysely<Database>,
  id: string,
  fromVersion: number,
  change: { title: string; body: string; updated_by: string | null; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('pitch_sections')
    .set({ ...change, version: fromVersion + 1 })
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRevision(db: Kysely<Database>, row: RevisionRow): Promise<void> {
  await db.insertInto('pitch_section_revisions').values(row).execute();
}

/** A section's revisions, newest first, with their authors' names. */
export function revisionsOf(db: Kysely<Database>, sectionId: string) {
  return db
    .selectFrom('pitch_section_revisions')
    .leftJoin('users', 'users.id', 'pitch_section_revisions.author_id')
    .selectAll('pitch_section_revisions')
    .select(['users.first_name', 'users.last_name'])
    .where('pitch_section_revisions.section_id', '=', sectionId)
    .orderBy('pitch_section_revisions.version', 'desc')
    .limit(100)
    .execute();
}

export function imagesOf(db: Kysely<Database>, sectionIds: readonly string[]): Promise<ImageRow[]> {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pitch_section_images')
    .selectAll()
    .where('section_id', 'in', sectionIds)
    .orderBy('position')
    .execute();
}

export function findImageById(db: Kysely<Database>, id: string): Promise<ImageRow | undefined> {
  return db.selectFrom('pitch_section_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export function fieldsOf(db: Kysely<Database>, pitchIds: readonly string[]): Promise<FieldRow[]> {
  if (pitchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pitch_fields')
    .selectAll()
    .where('pitch_id', 'in', pitchIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findFieldById(db: Kysely<Database>, id: string): Promise<FieldRow | undefined> {
  return db.selectFrom('pitch_fields').selectAll().where('id', '=', id).executeTakeFirst();
}
