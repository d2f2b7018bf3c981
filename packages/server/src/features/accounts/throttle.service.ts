import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { deleteThrottle, findThrottle, saveThrottle } from './throttle.repository';

function windowMs(ctx: AppContext): number {
  return ctx.config.limits.accountWindowMinutes * 60_000;
}

/**
 * Throws RATE_LIMITED with Retry-After when `key` has reached `max` hits in
 * the current window. Keys name an email, never a user id, so a throttled
 * unknown address answers like a known one.
 */
export async function assertNotThrottled(ctx: AppContext, key: string, max: number): Promise<void> {
  const row = await findThrottle(ctx.db, key);
  if (!row) return;
  const elapsed = ctx.now().getTime() - new Date(row.window_started_at).getTime();
  if (elapsed >= windowMs(ctx) || row.count < max) return;
  throw new AppError('RATE_LIMITED', {
    retryAfterSeconds: Math.max(1, Math.ceil((windowMs(ctx) - elapsed) / 1000)),
  });
}

/** Counts one hit for `key`, starting a new window when the last one has passed. */
export async function recordThrottleHit(ctx: AppContext, key: string): Promise<void> {
  const now = ctx.now();
  const row = await findThrottle(ctx.db, key);
  const fresh = !row || now.getTime() - new Date(row.window_started_at).getTime() >= windowMs(ctx);
  await saveThrottle(ctx.db, {
    key,
    count: fresh ? 1 : (row?.count ?? 0) + 1,
    window_started_at: fresh ? now.toISOString() : (row?.window_started_at ?? now.toISOString()),
  });
}

export function clearThrottle(ctx: AppContext, key: string): Promise<void> {
  return deleteThrottle(ctx.db, key);
}

/** Counts one code email to an address, refusing with RATE_LIMITED past the per-address limit. */
export async function countCodeRequest(ctx: AppContext, email: string): Promise<void> {
  const key = `code:${email}`;
  await assertNotThrottled(ctx, key, ctx.config.limits.codeRequestsPerAccount);
  await recordThrottleHit(ctx, key);
}
