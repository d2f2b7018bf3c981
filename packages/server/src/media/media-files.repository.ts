import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { HELD_KIND_PREFIX } from './held-media';
import type { MediaFilesTable } from './media.tables';

export type MediaFileRow = Selectable<MediaFilesTable>;

export async function insertMediaFile(db: Kysely<Database>, row: MediaFileRow): Promise<void> {
  await db.insertInto('media_files').values(row).execute();
}

export function findMediaFiles(db: Kysely<Database>, ids: readonly string[]): Promise<MediaFileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('media_files').selectAll().where('id', 'in', ids).execute();
}

export function findOwnerMediaOfKind(
  db: Kysely<Database>,
  ownerId: string,
  kind: string,
): Promise<MediaFileRow[]> {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .execute();
}

export async function deleteMediaFiles(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('media_files').where('id', 'in', ids).execute();
}

/** Bytes stored for an owner, over every upload kind. */
export async function ownerUsageBytes(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('owner_id', '=', ownerId)
    // Files the owner only holds for someone else (held-media.ts) are that someone's.
    .where('kind', 'not like', `${HELD_KIND_PREFIX}%`)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** How many references a stored path still has. */
export async function countPathReferences(db: Kysely<Database>, path: string): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('path', '=', path)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
