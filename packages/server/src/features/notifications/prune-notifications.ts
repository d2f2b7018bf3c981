import type { AppContext } from '../../app-context';

/** How long a notification stays after it was read. Unread ones are never pruned. */
export const KEEP_READ_NOTIFICATIONS_DAYS = 90;

/** Deletes notifications read more than 90 days ago (the recurring `notifications.prune` job). */
export async function pruneReadNotifications(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - KEEP_READ_NOTIFICATIONS_DAYS * 86_400_000).toISOString();
  const result = await ctx.db
    .deleteFrom('notifications')
    .where('read_at', 'is not', null)
    .where('read_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
