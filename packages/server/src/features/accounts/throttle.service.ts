import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { reserveAttempt, type ThrottleRule } from '../../throttle/reserve-attempt';
import { deleteThrottle } from './throttle.repository';

function windowMs(ctx: AppContext): number {
  return ctx.config.limits.accountWindowMinutes * 60_000;
}

/** A throttle rule on the account window. Keys name an email, never a user id, so unknown addresses answer alike. */
export function accountRule(ctx: AppContext, key: string, max: number): ThrottleRule {
  return { key, max, windowMs: windowMs(ctx) };
}

/**
 * Takes one attempt from `rule` before the work it guards (atomically: a
 * parallel burst cannot take more than `max`), or throws RATE_LIMITED with
 * Retry-After and, when given, a message saying what the user can do instead.
 */
export async function reserveOrThrow(
  ctx: AppContext,
  rule: ThrottleRule,
  messageKey?: string,
): Promise<void> {
  const reservation = await reserveAttempt(ctx.db, rule, ctx.now());
  if (!reservation.allowed)
    throw new AppError('RATE_LIMITED', {
      retryAfterSeconds: reservation.retryAfterSeconds,
      ...(messageKey ? { messageKey } : {}),
    });
}

export function clearThrottle(ctx: AppContext, key: string): Promise<void> {
  return deleteThrottle(ctx.db, key);
}

/** Counts one code email to an address, refusing with RATE_LIMITED past the per-address limit. */
export function countCodeRequest(ctx: AppContext, email: string): Promise<void> {
  return reserveOrThrow(ctx, accountRule(ctx, `code:${email}`, ctx.config.limits.codeRequestsPerAccount));
}

/** The keys of the sign-in throttle: per account and source address, and per account from anywhere. */
export function signInKeys(email: string, ip: string): { accountAndIp: string; account: string } {
  return { accountAndIp: `login:${email}|${ip}`, account: `login:${email}` };
}

/**
 * Reserves one password attempt for an account before the password is checked:
 * first against the account + source limit (so one attacker cannot lock the
 * owner out from elsewhere), then the much higher account-wide ceiling (many
 * sources). A locked-out user is told to sign in by emailed code or reset the
 * password, which this throttle does not block.
 */
export async function reserveSignInAttempt(ctx: AppContext, email: string, ip: string): Promise<void> {
  const limits = ctx.config.limits;
  const keys = signInKeys(email, ip);
  const hint = 'errors:hints.signInLocked';
  await reserveOrThrow(ctx, accountRule(ctx, keys.accountAndIp, limits.loginFailuresPerAccountAndIp), hint);
  await reserveOrThrow(ctx, accountRule(ctx, keys.account, limits.loginFailuresPerAccount), hint);
}

/** A proven sign-in (password, emailed code or reset) ends the account's lockout from every source. */
export async function clearSignInThrottle(ctx: AppContext, email: string, ip?: string): Promise<void> {
  const keys = signInKeys(email, ip ?? '');
  if (ip !== undefined) await clearThrottle(ctx, keys.accountAndIp);
  await clearThrottle(ctx, keys.account);
}
