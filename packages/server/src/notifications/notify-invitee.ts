import type { NotificationParams } from '@ailab/core/contract/notifications/notifications.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notify } from './notify';

/**
 * Tells an existing account, in the invitation's transaction, that it was invited (`invitation.received`),
 * linking to where it accepts. Only an account whose e-mail is verified hears of it: whoever registered an
 * address they never proved is not told of (nor offered) what was sent to that address. No account: the
 * e-mail alone, as before.
 */
export async function notifyInvitee(
  trx: Kysely<Database>,
  invitee: { id: string; email_verified: number } | undefined,
  input: { params: NotificationParams; link: string; at: Date },
): Promise<void> {
  if (invitee?.email_verified !== 1) return;
  await notify(trx, { userId: invitee.id, kind: 'invitation.received', ...input });
}
