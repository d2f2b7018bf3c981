import type { SignInResult } from '@ailab/core/contract/schemas/user';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../security/passwords';
import { issueToken } from './sessions.service';
import { assertNotThrottled, clearThrottle, recordThrottleHit } from './throttle.service';
import { userRowToUser } from './user-mapper';
import { type UserRow, updateUser } from './users.repository';

/** Opens a session for a user and records the sign-in time; answers what every sign-in answers. */
export async function startSession(ctx: AppContext, user: UserRow, t: TFunction): Promise<SignInResult> {
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
 * answer INVALID_CREDENTIALS after the same hashing work; failures per email are throttled.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  findUser: (email: string) => Promise<UserRow | undefined>,
  t: TFunction,
): Promise<SignInResult> {
  const key = `login:${input.email}`;
  await assertNotThrottled(ctx, key, ctx.config.limits.loginFailuresPerAccount);
  const user = await findUser(input.email);
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_PASSWORD_HASH, input.password);
  if (!user?.password_hash || !ok) {
    await recordThrottleHit(ctx, key);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.email_verified !== 1) throw new AppError('EMAIL_NOT_VERIFIED');
  await clearThrottle(ctx, key);
  return startSession(ctx, user, t);
}
