import type { AppContext } from '../app-context';

/** How long finished jobs stay listed for administrators. */
const KEEP_FINISHED_DAYS = 30;
/** Throttle and rate-limit windows are minutes to an hour long; a row two days old counts nothing. */
const KEEP_THROTTLE_DAYS = 2;

/**
 * Deletes done and cancelled jobs finished more than 30 days ago, and throttle windows that ended
 * long ago. Dead jobs stay until an
 * administrator retries or cancels them. Keys of pruned jobs name one-off promises (an
 * invitation's code, a past schedule slot), so nothing enqueues them again.
 */
export async function pruneFinishedJobs(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.now().getTime() - KEEP_FINISHED_DAYS * 86_400_000).toISOString();
  await ctx.db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'cancelled'])
    .where('finished_at', '<', before)
    .execute();
  const stale = new Date(ctx.now().getTime() - KEEP_THROTTLE_DAYS * 86_400_000).toISOString();
  await ctx.db.deleteFrom('throttle').where('window_started_at', '<', stale).execute();
}
