import { sendDueReminders } from '../features/events/reminders.service';
import { syncNews } from '../features/news/news-sync.service';
import { AppError } from '../http/app-error';
import type { JobHandlers } from './job-handler';
import type { JobSchedule } from './job-schedules';
import { MAIL_JOB, sendMailJob } from './mail-job';
import { pruneFinishedJobs } from './prune-jobs';

/** The recurring job that emails the day-before event reminders. */
export const EVENT_REMINDERS_JOB = 'events.reminders';
/** The recurring job that fetches the news feeds that are due. */
export const NEWS_SYNC_JOB = 'news.sync';
/** The recurring job that deletes finished jobs after 30 days. */
export const PRUNE_JOBS_JOB = 'jobs.prune';

/** Every job kind the runner knows, with its handler. A feature adds its kinds here. */
export function jobHandlers(): JobHandlers {
  return {
    [MAIL_JOB]: sendMailJob,
    [PRUNE_JOBS_JOB]: pruneFinishedJobs,
    [EVENT_REMINDERS_JOB]: async (ctx) => {
      await sendDueReminders(ctx, false);
    },
    [NEWS_SYNC_JOB]: async (ctx) => {
      try {
        // Only sources whose own interval (with back-off after failures) has passed are fetched.
        await syncNews(ctx, { force: false });
      } catch (error) {
        // A sync already running (an administrator's, or another instance's) does this slot's work.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    },
  };
}

/** The recurring kinds: each runs once per slot across every instance. */
export function jobSchedules(): JobSchedule[] {
  return [
    // Reminders go out in the 24 hours before an event, each once (claimed per registration).
    { kind: EVENT_REMINDERS_JOB, everyMinutes: 15 },
    // Each source keeps its own interval (`next_attempt_at`); this only looks often enough to honour it.
    { kind: NEWS_SYNC_JOB, everyMinutes: 5 },
    { kind: PRUNE_JOBS_JOB, everyMinutes: 24 * 60 },
  ];
}
