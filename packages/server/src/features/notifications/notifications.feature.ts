import * as notifications from '../../db/migrations/2026-11-26-6500-notifications';
import * as mailPrefs from '../../db/migrations/2026-11-27-9400-notification-mail-prefs';
import type { FeatureManifest } from '../feature-manifest';
import { seedDemoNotifications } from './demo-notifications';
import { registerNotificationRoutes } from './notifications.routes';
import { pruneReadNotifications } from './prune-notifications';

/** The recurring job that deletes notifications read long ago. */
export const NOTIFICATIONS_PRUNE_JOB = 'notifications.prune';

/**
 * In-app notifications: reading and marking them. Domains write them with `notifications/notify.ts`
 * (below features) in the transaction of the change that causes them.
 */
export const notificationsFeature: FeatureManifest = {
  name: 'notifications',
  registerRoutes: registerNotificationRoutes,
  migrations: {
    '2026-11-26-6500-notifications': notifications,
    '2026-11-27-9400-notification-mail-prefs': mailPrefs,
  },
  demoSeeder: { name: 'notifications', seed: seedDemoNotifications },
  jobHandlers: {
    [NOTIFICATIONS_PRUNE_JOB]: async (ctx) => {
      await pruneReadNotifications(ctx);
    },
  },
  jobSchedules: [{ kind: NOTIFICATIONS_PRUNE_JOB, everyMinutes: 24 * 60 }],
};
