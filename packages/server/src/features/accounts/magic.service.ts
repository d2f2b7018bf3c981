import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { findUserByEmail, findUserById, updateUser } from '../../identity/users.repository';
import { promiseCodeEmail } from './code-email';
import { redeemCode, redeemLink } from './codes.service';
import { retireSignUpAttempts } from './registration.service';
import { startSession } from './sign-in.service';
import { clearSignInThrottle, countCodeRequest } from './throttle.service';

/** Emails a sign-in code and link. Answers the same for unknown addresses. */
export async function requestMagicCode(
  ctx: AppContext,
  email: string,
  t: TFunction,
): Promise<{ ok: true; message: string }> {
  await countCodeRequest(ctx, email);
  // Whether the address has an account is decided after the answer, so its timing says nothing.
  ctx.tasks.run('magic-code', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return;
    await promiseCodeEmail(ctx, user, 'magic', '/magic-login?token=');
  });
  return { ok: true, message: t('auth:messages.codeSent') };
}

async function signInVerified(ctx: AppContext, userId: string, t: TFunction): Promise<SignInResult> {
  // The emailed code proves the address, so magic sign-in also verifies it. No pending sign-up
  // attempt's password becomes active: those need their own code.
  await updateUser(ctx.db, userId, { email_verified: 1 });
  await retireSignUpAttempts(ctx, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('CODE_INVALID');
  // The known-good path of a locked-out account: proving the address ends the password lockout.
  await clearSignInThrottle(ctx, user.email);
  return startSession(ctx, user, t);
}

/** Signs in with an emailed code. */
export async function verifyMagicCode(
  ctx: AppContext,
  input: { email: string; code: string },
  t: TFunction,
): Promise<SignInResult> {
  const user = await findUserByEmail(ctx.db, input.email);
  await redeemCode(ctx, user?.id, 'magic', input.code);
  return signInVerified(ctx, user?.id ?? '', t);
}

/** Signs in with the token of an emailed link. */
export async function redeemMagicLink(ctx: AppContext, token: string, t: TFunction): Promise<SignInResult> {
  return signInVerified(ctx, await redeemLink(ctx, token, 'magic'), t);
}
