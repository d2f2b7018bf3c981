import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaStore } from './media-store';

/** What a copy did. */
export interface CopyResult {
  copied: number;
  /** Already in the target (same name, so the same bytes). */
  present: number;
  /** Referenced in the database but in neither store. */
  missing: string[];
}

/**
 * Copies every referenced media file from one store to another (the disk to a bucket when a
 * deployment moves to `MEDIA_S3_BUCKET`), with the type recorded at upload. Idempotent: a file the
 * target already has is skipped, so an interrupted copy is finished by running it again.
 */
export async function copyMedia(db: Kysely<Database>, from: MediaStore, to: MediaStore): Promise<CopyResult> {
  const present = new Set<string>();
  for await (const path of to.list()) present.add(path);
  const rows = await db
    .selectFrom('media_files')
    .select(['path', 'mime'])
    .distinct()
    .orderBy('path')
    .execute();
  const result: CopyResult = { copied: 0, present: 0, missing: [] };
  for (const row of rows) {
    if (present.has(row.path)) {
      result.present += 1;
      continue;
    }
    const object = await from.open(row.path);
    if (!object) {
      result.missing.push(row.path);
      continue;
    }
    await to.put(row.path, await buffer(object.body), row.mime);
    present.add(row.path);
    result.copied += 1;
  }
  return result;
}
