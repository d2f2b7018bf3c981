import type { NotificationKind } from '@ailab/core/contract/notifications/notifications.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether a notification kind is also e-mailed to this person: their stored choice, else yes. A guest
 * (no account, `userId` null) always gets the e-mail. Call it in the transaction that enqueues the
 * mail, so a choice changed meanwhile is read consistently. Security mails (password reset, codes)
 * are no notification kind and never ask.
 */
export async function mailWanted(
  trx: Kysely<Database>,
  userId: string | null,
  kind: NotificationKind,
): Promise<boolean> {
  if (!userId) return true;
  const row = await trx
    .selectFrom('notification_mail_prefs')
    .select('email')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? row.email === 1 : true;
}
