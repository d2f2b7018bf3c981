import type { JobHandlers } from './job-handler';
import type { JobSchedule } from './job-schedules';
import { MAIL_JOB, sendMailJob } from './mail-job';
import { pruneFinishedJobs } from './prune-jobs';

/** The recurring job that deletes finished jobs after 30 days. */
export const PRUNE_JOBS_JOB = 'jobs.prune';

/** What a domain adds to the runner: its job kinds with their handlers, and its recurring ones. */
export interface DomainJobs {
  jobHandlers?: JobHandlers;
  jobSchedules?: readonly JobSchedule[];
}

/**
 * Every job kind the runner knows: the infrastructure's (mail, pruning) and each domain's (its
 * manifest's `jobHandlers`). A kind claimed twice is a mistake and throws.
 */
export function jobHandlers(domains: readonly DomainJobs[]): JobHandlers {
  const all: Record<string, JobHandlers[string]> = {
    [MAIL_JOB]: sendMailJob,
    [PRUNE_JOBS_JOB]: pruneFinishedJobs,
  };
  for (const domain of domains)
    for (const [kind, handler] of Object.entries(domain.jobHandlers ?? {})) {
      if (all[kind]) throw new Error(`Job kind ${kind} is handled twice`);
      all[kind] = handler;
    }
  return all;
}

/** The recurring kinds, the infrastructure's and each domain's: each runs once per slot across every instance. */
export function jobSchedules(domains: readonly DomainJobs[]): JobSchedule[] {
  return [
    ...domains.flatMap((domain) => domain.jobSchedules ?? []),
    { kind: PRUNE_JOBS_JOB, everyMinutes: 24 * 60 },
  ];
}
