import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Files held for someone who has no account yet (a visitor's application draft) are stored under a
 * kind with this prefix. `media_files.owner_id` must name a user, so a holder account keeps them, but
 * they count against the budget their feature gives (`UploadBudget`), never against the holder's quota.
 */
export const HELD_KIND_PREFIX = 'held-';

/** The kind under which files of `kind` are held before their owner has an account. */
export function heldKind(kind: string): string {
  return `${HELD_KIND_PREFIX}${kind}`;
}

/** Whether a kind is one of held files. */
export function isHeldKind(kind: string): boolean {
  return kind.startsWith(HELD_KIND_PREFIX);
}

/**
 * Hands held files to the account that now owns them (a claimed draft): from then on they count against
 * that member's quota, like the files they upload themselves. Returns how many were handed over.
 */
export async function handOverHeldMedia(
  trx: Transaction<Database> | Kysely<Database>,
  input: { mediaIds: readonly string[]; ownerId: string; kind: string },
): Promise<number> {
  if (input.mediaIds.length === 0) return 0;
  const result = await trx
    .updateTable('media_files')
    .set({ owner_id: input.ownerId, kind: input.kind })
    .where('id', 'in', [...input.mediaIds])
    .where('kind', '=', heldKind(input.kind))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
