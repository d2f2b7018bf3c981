import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { freeUserName } from '../../identity/free-user-name';
import { enqueueMails } from '../../jobs/mail-job';
import { issueCodesForNewAccounts } from '../accounts/accounts.port';
import { INVITATION_DAYS, type Invitee, invitedUserRow, passwordLinkMessage } from './invitations.service';

/** How many accounts one statement writes. */
const USERS_PER_INSERT = 100;

/** An account made by {@link createInvitedUsers}, with what its invitation needs. */
export interface InvitedAccount {
  id: string;
  email: string;
  first_name: string;
  language: string;
  roles: readonly number[];
}

/**
 * {@link createInvitedUser} for many invitees whose emails have no account (a roster import's
 * new learners): a few multi-row inserts of accounts and roles in `trx`. `takenUserNames` holds
 * the user names known to be taken ({@link takenUserNames} of the emails' bases beforehand); the
 * names given out here are added to it. An email that has an account by now (a parallel request)
 * fails the insert with a unique violation, so the caller's savepoint rolls the whole batch back.
 */
export async function createInvitedUsers(
  ctx: AppContext,
  trx: Kysely<Database>,
  invitees: readonly Invitee[],
  takenUserNames: Set<string>,
): Promise<InvitedAccount[]> {
  const now = ctx.now().toISOString();
  const rows = [];
  for (const invitee of invitees) {
    const userName = await freeUserName(trx, invitee.email, takenUserNames);
    takenUserNames.add(userName.toLowerCase());
    rows.push(invitedUserRow(now, invitee, userName));
  }
  for (let start = 0; start < rows.length; start += USERS_PER_INSERT)
    await trx
      .insertInto('users')
      .values(rows.slice(start, start + USERS_PER_INSERT))
      .execute();
  const roles = rows.flatMap((row, at) =>
    (invitees[at]?.roles ?? []).map((role) => ({ user_id: row.id, role, granted_at: now })),
  );
  for (let start = 0; start < roles.length; start += USERS_PER_INSERT * 2)
    await trx
      .insertInto('user_roles')
      .values(roles.slice(start, start + USERS_PER_INSERT * 2))
      .execute();
  return rows.map((row, at) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    language: row.language,
    roles: invitees[at]?.roles ?? [],
  }));
}

/**
 * {@link promisePasswordLink} `'invite'` for accounts made in `trx` ({@link createInvitedUsers}):
 * one code each and one email job each (`invite:<userId>:<codeId>`), in a few multi-row statements
 * of the same transaction, so the invitations commit with the accounts or not at all.
 */
export async function promiseInvitations(
  trx: Kysely<Database>,
  ctx: AppContext,
  accounts: readonly InvitedAccount[],
): Promise<void> {
  const codes = await issueCodesForNewAccounts(
    { ...ctx, db: trx },
    accounts.map((account) => account.id),
    'reset',
    true,
    INVITATION_DAYS * 24 * 60,
  );
  await enqueueMails(
    trx,
    ctx,
    accounts.map((account, at) => {
      const code = codes[at];
      return {
        message: passwordLinkMessage(ctx, account, 'invite', code?.linkToken ?? null),
        idempotencyKey: `invite:${account.id}:${code?.id ?? ''}`,
      };
    }),
  );
}
