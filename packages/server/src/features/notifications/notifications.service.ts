import type {
  MarkReadRequest,
  Notification,
  NotificationListRequest,
} from '@ailab/core/contract/notifications/notifications.schemas';
import { NotificationSchema } from '@ailab/core/contract/notifications/notifications.schemas';
import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import type { NotificationsTable } from '../../notifications/notifications.tables';

function parseParams(text: string): Notification['params'] {
  const parsed = NotificationSchema.shape.params.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : {};
}

function toNotification(row: NotificationsTable): Notification | null {
  const kind = NotificationSchema.shape.kind.safeParse(row.kind);
  // A kind this build does not know (written by a newer version) is left out rather than failing the list.
  if (!kind.success) return null;
  return {
    id: row.id,
    kind: kind.data,
    params: parseParams(row.params),
    link: row.link,
    created_at: row.created_at,
    read_at: row.read_at,
  };
}

/** One page of the caller's notifications, newest first; only unread ones with `unread: true`. */
export async function listMyNotifications(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof NotificationListRequest>,
): Promise<ListPage<Notification>> {
  let query = ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', caller.user.id);
  if (body.unread === true) query = query.where('read_at', 'is', null);
  if (body.unread === false) query = query.where('read_at', 'is not', null);
  const sort = keysetSort(
    'notifications',
    body.sort,
    '-created_at',
    { created_at: 'notifications.created_at' },
    'notifications.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  return {
    ...page,
    items: page.items.map(toNotification).filter((item): item is Notification => item !== null),
  };
}

/** How many of a person's notifications are unread. */
export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Marks the caller's notifications read: the given ids (others' ids are ignored, never an error that
 * would tell they exist) or all. Already-read ones keep their first read time.
 */
export async function markRead(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof MarkReadRequest>,
  t: TFunction,
): Promise<{ marked: number; unread: number }> {
  if (!body.all && !body.ids)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'ids', code: 'required', message: t('notifications:errors.markReadTarget') }],
    });
  let update = ctx.db
    .updateTable('notifications')
    .set({ read_at: ctx.now().toISOString() })
    .where('user_id', '=', caller.user.id)
    .where('read_at', 'is', null);
  if (!body.all && body.ids) update = update.where('id', 'in', body.ids);
  const result = await update.executeTakeFirst();
  return { marked: Number(result.numUpdatedRows), unread: await unreadCount(ctx, caller.user.id) };
}
