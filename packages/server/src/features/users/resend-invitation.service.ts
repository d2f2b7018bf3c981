import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { userRowToAdminUser } from './admin-user-mapper';
import { promisePasswordLink } from './invitations.service';
import { requireUser } from './roles.service';

/**
 * Sends a pending invitation again: a new link (the earlier one stops working) emailed by the job runner after the
 * commit, and an audit entry. An account that has a password or ever signed in has taken up its invitation (a reset
 * link is what it needs), and a disabled one must be enabled first: both are refused as `INVITATION_CLOSED`.
 */
export async function resendInvitation(ctx: AppContext, caller: Caller, userId: string, t: TFunction) {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await requireUser(trx, { user_id: userId });
    if (user.password_hash !== null || user.last_login_at !== null)
      throw new AppError('INVITATION_CLOSED', {
        messageKey: 'errors:hints.invitationAccepted',
        params: { email: user.email },
      });
    if (user.disabled_at !== null)
      throw new AppError('INVITATION_CLOSED', {
        messageKey: 'errors:hints.invitationDisabled',
        params: { email: user.email },
      });
    await promisePasswordLink(trx, ctx, user, 'invite');
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'user.invite.resend',
      target: { type: 'user', id: user.id },
      before: null,
      after: { email: user.email },
      at: ctx.now(),
    });
    const same = userRowToAdminUser(user);
    return {
      before: same,
      after: same,
      changed: true,
      message: t('users:messages.invitationResent', { email: user.email }),
    };
  });
}
