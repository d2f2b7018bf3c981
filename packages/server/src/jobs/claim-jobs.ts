import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A job the runner holds: it alone works it until `locked_until`. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: string;
  idempotency_key: string;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims up to `limit` due jobs for `holder` in one statement: pending jobs
 * whose time has come, and running jobs whose lease ran out (their process
 * died). Each claim counts as an attempt. On PostgreSQL the candidates are
 * locked `FOR UPDATE SKIP LOCKED`, so instances claiming at once take
 * different jobs and none waits for another; on SQLite the one writer makes
 * the UPDATE atomic by itself.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  holder: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const claimed = await db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: holder,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: at,
    }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('jobs')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('state', '=', 'pending'), w('run_at', '<=', at)]),
            w.and([
              w('state', '=', 'running'),
              w('locked_until', '<', at),
              w('attempts', '<', w.ref('max_attempts')),
            ]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit);
      return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returning([
      'id',
      'kind',
      'payload',
      'idempotency_key',
      'attempts',
      'max_attempts',
      'run_at',
      'created_at',
    ])
    .execute();
  // RETURNING comes in no particular order; work the jobs in the order they were due and promised.
  const order = (job: (typeof claimed)[number]) => `${job.run_at} ${job.created_at} ${job.id}`;
  return claimed
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map(({ run_at: _runAt, created_at: _createdAt, ...job }) => job);
}

/** Running jobs whose lease ran out on their last attempt: their process died each time, so they are dead. */
export async function buryAbandonedJobs(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'dead',
      last_error: eb.fn.coalesce('last_error', eb.val('the lease ran out (the process stopped)')),
      locked_by: null,
      locked_until: null,
      finished_at: at,
      updated_at: at,
    }))
    .where('state', '=', 'running')
    .where('locked_until', '<', at)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .execute();
}

/** Marks a job done and drops its payload; only the holder of the claim may. */
export async function completeJob(
  db: Kysely<Database>,
  id: string,
  holder: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('jobs')
    .set({
      state: 'done',
      payload: 'null',
      locked_by: null,
      locked_until: null,
      finished_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .execute();
}

/** Puts a failed job back for a later attempt, or marks it dead after its last one. */
export async function failJob(
  db: Kysely<Database>,
  job: ClaimedJob,
  holder: string,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('jobs')
    .set({
      state: retryAt ? 'pending' : 'dead',
      run_at: retryAt ? retryAt.toISOString() : at,
      last_error: error.slice(0, 2000),
      locked_by: null,
      locked_until: null,
      finished_at: retryAt ? null : at,
      updated_at: at,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', holder)
    .execute();
}
