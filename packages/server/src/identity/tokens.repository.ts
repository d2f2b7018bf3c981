import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthTokensTable } from './identity.tables';

export type TokenRow = AuthTokensTable;

export async function insertToken(db: Kysely<Database>, row: Insertable<AuthTokensTable>): Promise<void> {
  await db.insertInto('auth_tokens').values(row).execute();
}

/** The token with this hash when it is neither revoked nor expired. */
export function findLiveTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
  nowIso: string,
): Promise<TokenRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

export async function touchToken(db: Kysely<Database>, id: string, nowIso: string): Promise<void> {
  await db.updateTable('auth_tokens').set({ last_used_at: nowIso }).where('id', '=', id).execute();
}

/** Revokes one token of one user; false when the user has no such live token. */
export async function revokeUserToken(
  db: Kysely<Database>,
  userId: string,
  id: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: nowIso })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeAllUserTokens(
  db: Kysely<Database>,
  userId: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A user's live tokens (of one kind, or all), oldest first. */
export function listLiveTokens(
  db: Kysely<Database>,
  userId: string,
  nowIso: string,
  kind?: TokenRow['kind'],
): Promise<TokenRow[]> {
  let query = db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('created_at', 'asc').execute();
}

export function listLiveApiTokens(db: Kysely<Database>, userId: string, nowIso: string): Promise<TokenRow[]> {
  return listLiveTokens(db, userId, nowIso, 'api');
}

/** A user's API tokens that were never revoked, expired ones included, oldest first. */
export function listUnrevokedApiTokens(db: Kysely<Database>, userId: string): Promise<TokenRow[]> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('kind', '=', 'api')
    .orderBy('created_at', 'asc')
    .execute();
}
