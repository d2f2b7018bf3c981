import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { issueToken } from '../../identity/bearer-tokens';
import { userRowToUser } from '../../identity/user-mapper';
import { type UserRow, updateUser } from '../../identity/users.repository';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../security/passwords';
import { findNewestOpenSignUpAttempt } from './sign-up-attempts.repository';
import { clearSignInThrottle, reserveSignInAttempt } from './throttle.service';

/** Opens a session for a user and records the sign-in time; answers what every sign-in answers. */
export async function startSession(ctx: AppContext, user: UserRow, t: TFunction): Promise<SignInResult> {
  if (user.disabled_at) throw new AppError('ACCOUNT_DISABLED');
  const issued = await issueToken(ctx, user.id, {
    kind: 'session',
    name: 'session',
    days: ctx.config.limits.sessionDays,
  });
  await updateUser(ctx.db, user.id, { last_login_at: issued.createdAt });
  const fresh = { ...user, last_login_at: issued.createdAt };
  return {
    token: issued.secret,
    expires_at: issued.expiresAt,
    user: userRowToUser(fresh, t),
    previous_login_at: user.last_login_at,
    must_change_password: fresh.must_change_password === 1,
  };
}

/**
 * Password sign-in. Unknown emails, missing passwords and wrong passwords all
 * answer INVALID_CREDENTIALS after the same hashing work; attempts are throttled per account and
 * source, under a higher account-wide ceiling.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; ip: string },
  findUser: (email: string) => Promise<UserRow | undefined>,
  t: TFunction,
): Promise<SignInResult> {
  // The attempt is taken before the password is checked: checking first and counting after
  // let a parallel burst try far more passwords than the limit.
  await reserveSignInAttempt(ctx, input.email, input.ip);
  const user = await findUser(input.email);
  // An unverified account has no password yet; its newest sign-up attempt's password is checked
  // only to say "verify your address first". The same argon2 work is done on every path.
  const hash =
    user?.email_verified === 0
      ? (await findNewestOpenSignUpAttempt(ctx.db, user.id))?.password_hash
      : user?.password_hash;
  const ok = await verifyPassword(hash ?? DUMMY_PASSWORD_HASH, input.password);
  if (!user || !hash || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (user.email_verified !== 1) throw new AppError('EMAIL_NOT_VERIFIED');
  await clearSignInThrottle(ctx, input.email, input.ip);
  return startSession(ctx, user, t);
}
