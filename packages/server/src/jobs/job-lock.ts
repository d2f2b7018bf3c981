import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { addMinutes } from '../security/time';
import { processHolder } from './lock-holder';

/** How long a lock outlives its holder's last heartbeat, at most. */
const LEASE_MINUTES = 1;
/** How often a live holder renews its lease. */
const HEARTBEAT_MS = 15_000;

/**
 * Runs `work` while holding the named lock, so one job of a kind (a news
 * sync, a repositories refresh) runs at a time across requests and processes.
 * A second caller is refused with 409 CONFLICT. The lock names its holder
 * (host, pid, process start) and is a lease renewed every 15 s while the work
 * runs: a lock whose process died expires within `min(ttlMinutes, 1)` minute,
 * and a restarted server releases its predecessor's at once (`releaseLocks`).
 */
export async function withJobLock<T>(
  ctx: AppContext,
  name: string,
  ttlMinutes: number,
  work: () => Promise<T>,
): Promise<T> {
  const lease = Math.min(ttlMinutes, LEASE_MINUTES);
  const now = ctx.now();
  const holder = `${processHolder()}:${randomBytes(4).toString('hex')}`;
  await ctx.db
    .deleteFrom('sync_locks')
    .where('name', '=', name)
    .where('expires_at', '<', now.toISOString())
    .execute();
  const inserted = await ctx.db
    .insertInto('sync_locks')
    .values({
      name,
      holder,
      acquired_at: now.toISOString(),
      expires_at: addMinutes(now, lease),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    // Say what is going on and when to try again (issue 24 item 9), not "That conflicts with existing data.".
    const held = await ctx.db
      .selectFrom('sync_locks')
      .select('expires_at')
      .where('name', '=', name)
      .executeTakeFirst();
    const seconds = held
      ? Math.max(1, Math.ceil((new Date(held.expires_at).getTime() - now.getTime()) / 1000))
      : 1;
    throw new AppError('CONFLICT', {
      messageKey: 'errors:hints.jobRunning',
      params: { seconds },
      retryAfterSeconds: seconds,
    });
  }
  const heartbeat = setInterval(() => {
    ctx.db
      .updateTable('sync_locks')
      .set({ expires_at: addMinutes(ctx.now(), lease) })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute()
      // A missed beat (the database restarting) only shortens the lease.
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
    await ctx.db.deleteFrom('sync_locks').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
