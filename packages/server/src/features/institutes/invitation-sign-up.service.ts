import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import type { InvitationSignUpBody } from '@ailab/core/contract/institutes/supervisors.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { findUserByEmail, findUserById, updateUser } from '../../identity/users.repository';
import { hashPassword } from '../../security/passwords';
import { hashSecret } from '../../security/secrets';
import { retireSignUpAttempts, startSession } from '../accounts/accounts.port';
import { createInvitedUser } from '../users/users.port';
import { findInstitute } from './institutes.repository';
import { grantInvitation } from './invitation-answer.service';
import { invitationStatus } from './invitation-mapper';

/** Any link that cannot be used (unknown, used, declined, revoked, expired) answers the same. */
const linkInvalid = () => new AppError('LINK_INVALID');

/**
 * Signs up through a pending supervisor invitation: the emailed link proves the address, so the
 * account is created verified with the chosen password, and the invitation is accepted in the
 * same transaction (role 10 with its scope, audited); then it signs in. An address that already
 * has a verified account must sign in and accept instead; an unverified one (a sign-up never
 * confirmed, or a roster invitation never used) is completed. Works while public sign-up is closed:
 * an administrator invited this address.
 */
export async function signUpThroughInvitation(
  ctx: AppContext,
  body: InvitationSignUpBody,
  language: string,
  t: TFunction,
): Promise<SignInResult> {
  const invitation = await ctx.db
    .selectFrom('supervisor_invitations')
    .selectAll()
    .where('token_hash', '=', hashSecret(body.token))
    .executeTakeFirst();
  const institute = invitation ? await findInstitute(ctx.db, invitation.institute_id) : undefined;
  if (!invitation || !institute || invitationStatus(invitation, ctx.now()) !== 'pending') throw linkInvalid();
  if (institute.status === 'archived')
    throw new AppError('INSTITUTE_ARCHIVED', { params: { name: institute.name } });
  const existing = await findUserByEmail(ctx.db, invitation.email);
  if (existing?.disabled_at) throw new AppError('ACCOUNT_DISABLED');
  if (existing?.email_verified === 1)
    throw new AppError('ALREADY_EXISTS', { messageKey: 'institutes:errors.signInToAccept' });
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    let id = existing?.id;
    if (!id) {
      const made = await createInvitedUser(ctx, trx, {
        email: invitation.email,
        first_name: body.first_name,
        last_name: body.last_name,
        roles: [ROLE.instituteAdmin],
        language,
      });
      // A parallel sign-up through the same link made the account first: it took the invitation.
      if (!made.created) throw linkInvalid();
      id = made.id;
    }
    await updateUser(trx, id, {
      password_hash: passwordHash,
      first_name: body.first_name,
      last_name: body.last_name,
      email_verified: 1,
      updated_at: ctx.now().toISOString(),
    });
    try {
      await grantInvitation(ctx, trx, { invitation, institute }, id, t);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVITATION_CLOSED') throw linkInvalid();
      throw error;
    }
    return id;
  });
  await retireSignUpAttempts(ctx, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw linkInvalid();
  return startSession(ctx, user, t);
}
