import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { freeUserName } from '../../identity/free-user-name';
import { newUserRow } from '../../identity/new-user-row';
import { grantRoles } from '../../identity/user-roles.repository';
import { findUserByEmail } from '../../identity/users.repository';
import { enqueueMail } from '../../jobs/mail-job';
import type { MailMessage } from '../../mail/mailer';
import { publicUrl, templateMessage } from '../../mail/send-template';
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
 *
 * Any unique key may be taken between choosing the row and inserting it: the email (a parallel
 * invitation or sign-up of the same address, which then made the account: `created` is false) or
 * the user name the email suggests (another address with the same local part: another name is
 * tried). The insert does nothing on either, so a transaction around it stays usable on PostgreSQL.
 */
export async function createInvitedUser(
  ctx: AppContext,
  db: Kysely<Database>,
  invitee: Invitee,
  options: { takenUserNames?: ReadonlySet<string> } = {},
): Promise<{ id: string; created: boolean; firstName: string; language: string; userName: string }> {
  const now = ctx.now().toISOString();
  const taken = options.takenUserNames ? new Set(options.takenUserNames) : undefined;
  for (let attempt = 0; ; attempt += 1) {
    const row = invitedUserRow(now, invitee, await freeUserName(db, invitee.email, taken));
    const { id, first_name: firstName, language } = row;
    const result = await db
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) {
      await grantRoles(db, id, invitee.roles, now);
      return { id, created: true, firstName, language, userName: row.user_name };
    }
    if (await findUserByEmail(db, invitee.email))
      return { id: '', created: false, firstName, language, userName: row.user_name };
    if (attempt >= 3) throw new AppError('CONFLICT');
    taken?.add(row.user_name.toLowerCase());
  }
}

/** The `users` row of an invitee: no password, their names (the email's local part when none), their language. */
export function invitedUserRow(nowIso: string, invitee: Invitee, userName: string) {
  return newUserRow(nowIso, {
    email: invitee.email,
    first_name: invitee.first_name ?? invitee.email.split('@')[0] ?? invitee.email,
    last_name: invitee.last_name ?? '',
    user_name: userName,
    role_label: roleLabelFor(invitee.roles),
    language: invitee.language ?? 'en-US',
  });
}

/**
 * Promises an email with a link to choose a password (an invitation, or an administrator's
 * forced reset) in `trx`, the transaction that created or changed the account: the code and
 * the email job commit together, and the job runner sends it, once (`<template>:<userId>:<codeId>`).
 */
export async function promisePasswordLink(
  trx: Kysely<Database>,
  ctx: AppContext,
  user: { id: string; email: string; first_name: string; language: string },
  template: 'invite' | 'adminReset',
  /** The account was made in this transaction: it has no earlier link to retire. */
  fresh = false,
): Promise<void> {
  const issued = await issueCode(
    { ...ctx, db: trx },
    user.id,
    'reset',
    true,
    INVITATION_DAYS * 24 * 60,
    fresh,
  );
  const message = passwordLinkMessage(ctx, user, template, issued.linkToken);
  await enqueueMail(trx, ctx, message, `${template}:${user.id}:${issued.id}`);
}

/** The email with a link to choose a password, in the user's language. */
export function passwordLinkMessage(
  ctx: AppContext,
  user: { email: string; first_name: string; language: string },
  template: 'invite' | 'adminReset',
  linkToken: string | null,
): MailMessage {
  return templateMessage(ctx, user.email, template, user.language, {
    name: user.first_name,
    email: user.email,
    days: INVITATION_DAYS,
    // The invitee never had a password: the link opens the activation page, not a reset (issue 25 item 11).
    link: `${publicUrl(ctx)}/change-password?${template === 'invite' ? 'activate' : 'reset'}=${linkToken ?? ''}`,
  });
}
