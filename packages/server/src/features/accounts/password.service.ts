import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { revokeAllUserTokens } from '../../identity/tokens.repository';
import { findUserByEmail, findUserById, updateUser } from '../../identity/users.repository';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { promiseCodeEmail } from './code-email';
import { redeemCode, redeemLink } from './codes.service';
import { retireSignUpAttempts } from './registration.service';
import { startSession } from './sign-in.service';
import {
  accountRule,
  clearSignInThrottle,
  clearThrottle,
  countCodeRequest,
  reserveOrThrow,
} from './throttle.service';

/** Sets a new password, clears the forced-change flag and revokes every token of the user. */
async function replacePassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const now = ctx.now().toISOString();
  await updateUser(ctx.db, userId, {
    password_hash: await hashPassword(password),
    must_change_password: 0,
    updated_at: now,
  });
  await revokeAllUserTokens(ctx.db, userId, now);
}

/** Changes the signed-in user's password (forced after a default one) and opens a fresh session. */
export async function changePassword(
  ctx: AppContext,
  caller: Caller,
  input: { current_password: string; new_password: string },
  t: TFunction,
): Promise<SignInResult> {
  const key = `password:${caller.user.id}`;
  await reserveOrThrow(ctx, accountRule(ctx, key, ctx.config.limits.loginFailuresPerAccountAndIp));
  if (
    !caller.user.password_hash ||
    !(await verifyPassword(caller.user.password_hash, input.current_password))
  )
    throw new AppError('INVALID_CREDENTIALS');
  await clearThrottle(ctx, key);
  if (input.current_password === input.new_password) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'new_password',
          code: 'same_as_current',
          message: fieldMessage(t, 'invalid', 'new_password'),
        },
      ],
    });
  }
  await replacePassword(ctx, caller.user.id, input.new_password);
  const user = await findUserById(ctx.db, caller.user.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return startSession(ctx, user, t);
}

type ResetInput =
  | { step: 'request'; email: string }
  | { step: 'confirm'; email: string; code: string; new_password: string }
  | { step: 'confirm_link'; token: string; new_password: string };

/**
 * Password reset by an emailed code or link. The request step answers the
 * same whether or not the address has an account.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetInput,
  t: TFunction,
): Promise<{ ok: true; message: string }> {
  if (input.step === 'request') {
    await countCodeRequest(ctx, input.email);
    const email = input.email;
    // Whether the address has an account is decided after the answer, so its timing says nothing.
    ctx.tasks.run('reset-code', async () => {
      const user = await findUserByEmail(ctx.db, email);
      if (!user) return;
      await promiseCodeEmail(ctx, user, 'reset', '/change-password?reset=');
    });
    return { ok: true, message: t('auth:messages.codeSent') };
  }
  let userId: string;
  if (input.step === 'confirm') {
    const user = await findUserByEmail(ctx.db, input.email);
    await redeemCode(ctx, user?.id, 'reset', input.code);
    userId = user?.id ?? '';
  } else {
    userId = await redeemLink(ctx, input.token, 'reset');
  }
  await replacePassword(ctx, userId, input.new_password);
  // Receiving the code proves the address, so a reset also verifies it and ends a sign-in lockout.
  await updateUser(ctx.db, userId, { email_verified: 1 });
  await retireSignUpAttempts(ctx, userId);
  const user = await findUserById(ctx.db, userId);
  if (user) await clearSignInThrottle(ctx, user.email);
  return { ok: true, message: t('auth:messages.passwordChanged') };
}
