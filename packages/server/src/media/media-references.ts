import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { lockForTransaction } from '../db/transaction-lock';
import { countPathReferences, deleteMediaFiles, findMediaFiles } from './media-files.repository';

/** The lock that serialises writing, referencing and removing one stored file. */
export function pathLockName(path: string): string {
  return `media-path:${path}`;
}

/**
 * Drops references inside the caller's transaction and returns the paths
 * they pointed at; pass those to `removeUnreferencedFiles` after commit.
 */
export async function detachMedia(
  trx: Transaction<Database> | Kysely<Database>,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await findMediaFiles(trx, ids);
  await deleteMediaFiles(
    trx,
    rows.map((row) => row.id),
  );
  return [...new Set(rows.map((row) => row.path))];
}

/**
 * Removes each stored file that no reference points at any more. Each check
 * runs under the file's lock, so an upload of the same bytes in between keeps it.
 */
export async function removeUnreferencedFiles(ctx: AppContext, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await ctx.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, ctx.dialect, pathLockName(path));
      if ((await countPathReferences(trx, path)) === 0) await ctx.media.remove(path);
    });
  }
}

/** Drops references (e.g. a deleted course unit's file) and removes files no one uses any more. */
export async function releaseMedia(ctx: AppContext, ids: readonly string[]): Promise<void> {
  const paths = await ctx.db.transaction().execute((trx) => detachMedia(trx, ids));
  await removeUnreferencedFiles(ctx, paths);
}
