import { sendDueReminders } from '../features/events/reminders.service';
import type { JobHandlers } from './job-handler';
import type { JobSchedule } from './job-schedules';
import { MAIL_JOB, sendMailJob } from './mail-job';

/** The recurring job that emails the day-before event reminders. */
export const EVENT_REMINDERS_JOB = 'events.reminders';

/** Every job kind the runner knows, with its handler. A feature adds its kinds here. */
export function jobHandlers(): JobHandlers {
  return {
    [MAIL_JOB]: sendMailJob,
    [EVENT_REMINDERS_JOB]: async (ctx) => {
      await sendDueReminders(ctx, false);
    },
  };
}

/** The recurring kinds: each runs once per slot across every instance. */
export function jobSchedules(): JobSchedule[] {
  // Reminders go out in the 24 hours before an event, each once (claimed per registration).
  return [{ kind: EVENT_REMINDERS_JOB, everyMinutes: 15 }];
}
