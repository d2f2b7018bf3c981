import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many times a job is tried before it is `dead`, unless its kind says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** A job to write: the work a change promises, to be done after that change commits. */
export interface NewJob {
  /** The handler that works it (`jobs/job-handlers.ts`), e.g. `mail.send`. */
  kind: string;
  /** Plain JSON the handler reads. */
  payload: unknown;
  /**
   * Names the promise, e.g. `invite:<userId>:<codeId>`: a job with the same key is
   * written once, so enqueueing again (a retried request, a re-run) is a no-op.
   */
  idempotencyKey: string;
  /** The clock of the change (`ctx.now()`), for the job's own timestamps. */
  at: Date;
  /** Not before this time; default `at`. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Writes a job in `trx`, the transaction of the change that promises it: the
 * job exists exactly when the change committed, and the runner works it after
 * the commit (on this or any other instance). Answers false when a job with the
 * same idempotency key already exists.
 */
export async function enqueueJob(trx: Kysely<Database>, job: NewJob): Promise<boolean> {
  const result = await trx
    .insertInto('jobs')
    .values(jobRow(job))
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** How many jobs one statement of {@link enqueueJobs} writes. */
const JOBS_PER_INSERT = 200;

/**
 * {@link enqueueJob} for many jobs at once (a roster import's invitations): a few multi-row
 * statements in `trx`; a job whose key already exists is skipped. Answers how many were written.
 */
export async function enqueueJobs(trx: Kysely<Database>, jobs: readonly NewJob[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < jobs.length; start += JOBS_PER_INSERT) {
    const result = await trx
      .insertInto('jobs')
      .values(jobs.slice(start, start + JOBS_PER_INSERT).map(jobRow))
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

function jobRow(job: NewJob) {
  const at = job.at.toISOString();
  return {
    id: randomUUID(),
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? null),
    idempotency_key: job.idempotencyKey,
    state: 'pending' as const,
    attempts: 0,
    max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    run_at: (job.runAt ?? job.at).toISOString(),
    locked_by: null,
    locked_until: null,
    last_error: null,
    created_at: at,
    updated_at: at,
    finished_at: null,
  };
}
