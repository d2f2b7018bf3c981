import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { homeTasksFor } from './home-tasks.service';
import { myMailPrefs, setMyMailPref } from './mail-prefs.service';
import { listMyNotifications, markRead, unreadCount } from './notifications.service';

/** The caller's notifications: list, unread count, mark read; the home's tasks (contract extras, docs/notifications.md). */
export function registerNotificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const group = contract.notifications;
  registerEndpoint(app, ctx, registered, group.list, ({ caller, body }) =>
    listMyNotifications(ctx, caller, body),
  );
  registerEndpoint(app, ctx, registered, group.unreadCount, async ({ caller }) => ({
    unread: await unreadCount(ctx, caller.user.id),
  }));
  registerEndpoint(app, ctx, registered, group.markRead, ({ caller, body, t }) =>
    markRead(ctx, caller, body, t),
  );
  registerEndpoint(app, ctx, registered, group.mailPrefs, ({ caller }) => myMailPrefs(ctx, caller));
  registerEndpoint(app, ctx, registered, group.setMailPref, ({ caller, body }) =>
    setMyMailPref(ctx, caller, body),
  );
  registerEndpoint(app, ctx, registered, contract.homeTasks.get, ({ caller, t }) =>
    homeTasksFor(ctx, caller, t),
  );
}
