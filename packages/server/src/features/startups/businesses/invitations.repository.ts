import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StartupInvitationsTable } from '../startups.tables';

export type InvitationRow = Selectable<StartupInvitationsTable>;

/** The key that makes a second pending invitation of one address to one startup a unique violation. */
export function pendingKey(startupId: string, email: string): string {
  return `${startupId}:${email.toLowerCase()}`;
}

export async function insertInvitation(
  db: Kysely<Database>,
  row: Insertable<StartupInvitationsTable>,
): Promise<void> {
  await db.insertInto('startup_invitations').values(row).execute();
}

export function findInvitationById(db: Kysely<Database>, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('startup_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInvitationByHash(db: Kysely<Database>, hash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('startup_invitations').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export function invitationsOf(db: Kysely<Database>, startupId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('startup_invitations')
    .selectAll()
    .where('startup_id', '=', startupId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

/** Marks pending invitations of a key that ran out as expired, freeing the key. */
export async function expireStale(db: Kysely<Database>, key: string, nowIso: string): Promise<void> {
  await db
    .updateTable('startup_invitations')
    .set({ status: 'expired', pending_key: null })
    .where('pending_key', '=', key)
    .where('expires_at', '<=', nowIso)
    .execute();
}

/**
 * Ends a pending invitation in one conditional statement: of two parallel accepts (or an accept and a
 * revoke) exactly one changes the row. True when this call did.
 */
export async function closeInvitation(
  db: Kysely<Database>,
  id: string,
  change: { status: 'accepted' | 'revoked'; accepted_by?: string; accepted_at?: string },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('startup_invitations')
    .set({ ...change, pending_key: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
