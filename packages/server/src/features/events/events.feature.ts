import * as events from '../../db/migrations/2026-11-23-0600-events';
import * as eventsSearch from '../../db/migrations/2026-11-23-0601-events-search';
import * as eventsSearchWithoutPendingList from '../../db/migrations/2026-11-26-9000-events-search-without-pending-list';
import * as eventRecordings from '../../db/migrations/2026-11-29-9900-event-recordings';
import type { FeatureManifest } from '../feature-manifest';
import { seedDemoEvents } from './demo-events';
import { registerEventRoutes } from './events.routes';
import { sendDueReminders } from './reminders.service';
import { upcomingEventsCounter } from './upcoming-events.counter';

/** The recurring job that emails the day-before event reminders. */
export const EVENT_REMINDERS_JOB = 'events.reminders';

/** Events: publishing, registration with a waiting list, check-in, calendar feeds, import. */
export const eventsFeature: FeatureManifest = {
  name: 'events',
  registerRoutes: registerEventRoutes,
  migrations: {
    '2026-11-23-0600-events': events,
    '2026-11-23-0601-events-search': eventsSearch,
    '2026-11-26-9000-events-search-without-pending-list': eventsSearchWithoutPendingList,
    '2026-11-29-9900-event-recordings': eventRecordings,
  },
  demoSeeder: { name: 'events', seed: seedDemoEvents },
  publicCounters: [upcomingEventsCounter],
  jobHandlers: {
    [EVENT_REMINDERS_JOB]: async (ctx) => {
      await sendDueReminders(ctx, false);
    },
  },
  // Reminders go out in the 24 hours before an event, each once (claimed per registration).
  jobSchedules: [{ kind: EVENT_REMINDERS_JOB, everyMinutes: 15 }],
  auditActions: [
    'event.create',
    'event.update',
    'event.publish',
    'event.cancel',
    'event.delete',
    'event.check_in',
    'event.check_in.undo',
    'event.attendee.register',
    'event.attendee.unregister',
    'event.attendee.promote',
    'event.import.create',
    'event.import.update',
  ],
};
