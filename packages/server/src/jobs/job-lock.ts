import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { addMinutes } from '../security/time';

/**
 * Runs `work` while holding the named lock, so one job of a kind (a news
 * sync, a repositories refresh) runs at a time across requests and processes.
 * A second caller is refused with 409 CONFLICT. A lock left by a crashed
 * process expires after `ttlMinutes`.
 */
export async function withJobLock<T>(
  ctx: AppContext,
  name: string,
  ttlMinutes: number,
  work: () => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  const holder = randomUUID();
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
      expires_at: addMinutes(now, ttlMinutes),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError('CONFLICT');
  try {
    return await work();
  } finally {
    await ctx.db.deleteFrom('sync_locks').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
