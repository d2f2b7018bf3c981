import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { buryAbandonedJobs, type ClaimedJob, claimDueJobs, completeJob, failJob } from './claim-jobs';
import { retryDelayMs } from './job-backoff';
import type { JobHandlers } from './job-handler';
import { enqueueDueSchedules, type JobSchedule } from './job-schedules';

/** How the runner works. */
export interface JobRunnerOptions {
  handlers: JobHandlers;
  /** Recurring kinds, enqueued once per slot across every instance. */
  schedules: readonly JobSchedule[];
  /** How often an idle runner looks for due jobs. */
  pollMs: number;
  /** How long a claim holds: a job whose process died is retried after this. */
  leaseMs: number;
  /** Jobs claimed at once (then worked one after another). */
  batchSize: number;
  log: FastifyBaseLogger;
  /** Told of every job worked: done, a retry later, or dead after its last attempt (metrics). */
  onOutcome?: (kind: string, outcome: 'done' | 'retry' | 'dead') => void;
}

/** The one job runner of a server process. */
export interface JobRunner {
  /** Starts polling. */
  start(): void;
  /** Stops claiming and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Works every job that is due now, and resolves when none is due or in hand (tests, shutdown). */
  idle(): Promise<void>;
  /** Started and not stopped (`/readyz`). */
  isRunning(): boolean;
}

/**
 * A runner that claims due jobs (`claim-jobs.ts`), works each with its kind's
 * handler, and records the outcome: done, or a retry after exponential
 * back-off with jitter, or `dead` after the last attempt. One pass runs at a
 * time per process; several processes share the table safely.
 */
export function createJobRunner(ctx: AppContext, options: JobRunnerOptions): JobRunner {
  const holder = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = options.log;
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let idleCalls = 0;
  const lastSlots = new Map<string, string>();

  const work = async (job: ClaimedJob): Promise<void> => {
    const handler = options.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(ctx, JSON.parse(job.payload) as unknown, job);
      await completeJob(ctx.db, job.id, holder, ctx.now());
      options.onOutcome?.(job.kind, 'done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = ctx.now();
      const retryAt =
        job.attempts < job.max_attempts ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job failed');
      await failJob(ctx.db, job, holder, now, message, retryAt);
      options.onOutcome?.(job.kind, retryAt ? 'retry' : 'dead');
    }
  };

  /** Claims and works batches until nothing is due. */
  const pass = async (): Promise<void> => {
    try {
      await enqueueDueSchedules(ctx, options.schedules, lastSlots);
      await buryAbandonedJobs(ctx.db, ctx.now());
      for (;;) {
        const jobs = await claimDueJobs(
          ctx.db,
          ctx.dialect,
          holder,
          ctx.now(),
          options.leaseMs,
          options.batchSize,
        );
        if (jobs.length === 0) return;
        // One at a time, in claim order: two emails to one person arrive in the order they were promised.
        for (const job of jobs) await work(job);
        if (!running && idleCalls === 0) return;
      }
    } catch (error) {
      log.error({ err: error }, 'the job runner could not claim jobs');
    }
  };
  const enqueuePass = (): Promise<void> => {
    chain = chain.then(pass);
    return chain;
  };
  const schedule = () => {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      void enqueuePass().then(schedule);
    }, options.pollMs);
    timer.unref();
  };
  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
    isRunning: () => running,
    async idle() {
      // A pass of a stopped runner ends after one batch; this call keeps it going until nothing is due.
      idleCalls += 1;
      try {
        await enqueuePass();
      } finally {
        idleCalls -= 1;
      }
    },
  };
}
