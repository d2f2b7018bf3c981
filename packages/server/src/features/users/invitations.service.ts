import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { freeUserName } from '../../identity/free-user-name';
import { newUserRow } from '../../identity/new-user-row';
import { grantRoles } from '../../identity/user-roles.repository';
import { publicUrl, sendTemplate } from '../../mail/send-template';
import { issueCode } from '../accounts/accounts.port';
import { roleLabelFor } from './roles.service';

/** How long an invitation or an administrator's reset link works. */
export const INVITATION_DAYS = 7;

/** A person to invite: the email is the natural key. */
export interface Invitee {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  roles: number[];
  language?: string | undefined;
}

/**
 * Creates an account without a password for an invitee; false when the email
 * already has one (concurrent invitations of one address create it once).
 */
export async function createInvitedUser(
  ctx: AppContext,
  db: Kysely<Database>,
  invitee: Invitee,
): Promise<{ id: string; created: boolean }> {
  const now = ctx.now().toISOString();
  const row = newUserRow(now, {
    email: invitee.email,
    first_name: invitee.first_name ?? invitee.email.split('@')[0] ?? invitee.email,
    last_name: invitee.last_name ?? '',
    user_name: await freeUserName(db, invitee.email),
    role_label: roleLabelFor(invitee.roles),
    language: invitee.language ?? 'en-US',
  });
  const id = row.id;
  const result = await db
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return { id: '', created: false };
  await grantRoles(db, id, invitee.roles, now);
  return { id, created: true };
}

/** Emails a link to choose a password: an invitation, or an administrator's forced reset. */
export async function sendPasswordLink(
  ctx: AppContext,
  user: { id: string; email: string; first_name: string; language: string },
  template: 'invite' | 'adminReset',
): Promise<void> {
  const issued = await issueCode(ctx, user.id, 'reset', true, INVITATION_DAYS * 24 * 60);
  await sendTemplate(ctx, user.email, template, user.language, {
    name: user.first_name,
    email: user.email,
    days: INVITATION_DAYS,
    link: `${publicUrl(ctx)}/change-password?reset=${issued.linkToken ?? ''}`,
  });
}
