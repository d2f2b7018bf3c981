import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OneTimeCodesTable } from './accounts.tables';

export type CodeRow = OneTimeCodesTable;
export type CodePurpose = OneTimeCodesTable['purpose'];

export async function insertCode(db: Kysely<Database>, row: Insertable<OneTimeCodesTable>): Promise<void> {
  await db.insertInto('one_time_codes').values(row).execute();
}

/** How many codes one statement of {@link insertCodes} writes. */
const CODES_PER_INSERT = 200;

/** Inserts many codes in a few multi-row statements. */
export async function insertCodes(
  db: Kysely<Database>,
  rows: readonly Insertable<OneTimeCodesTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CODES_PER_INSERT)
    await db
      .insertInto('one_time_codes')
      .values(rows.slice(start, start + CODES_PER_INSERT))
      .execute();
}

/** Every unconsumed code of a purpose for a user, newest first (a pending sign-up has one per attempt). */
export function findOpenCodes(
  db: Kysely<Database>,
  userId: string,
  purpose: CodePurpose,
  limit: number,
): Promise<CodeRow[]> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function findOpenCodeByLinkHash(
  db: Kysely<Database>,
  linkHash: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('link_hash', '=', linkHash)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
}

export async function recordFailedAttempt(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: Kysely<Database>, id: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: nowIso })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Retires every open code of a purpose, so only the newest one works. */
export async function consumeOpenCodes(
  db: Kysely<Database>,
  userId: string,
  purpose: CodePurpose,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: nowIso })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}
