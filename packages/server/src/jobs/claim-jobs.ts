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

/** Which due jobs a claim takes: pending ones whose time has come, or running ones whose lease ran out. */
type Due = 'pending' | 'lease-expired';

/**
 * Claims up to `limit` due jobs for `holder`: running jobs whose lease ran out (their process died) first, then
 * pending jobs whose time has come, each kind in one statement that walks its own index in order and stops at the
 * limit (one statement with both kinds OR-ed read and sorted every pending job: ~16 ms a claim on PostgreSQL with
 * 10,000 invitations queued). Each claim counts as an attempt. On PostgreSQL the candidates are locked
 * `FOR UPDATE SKIP LOCKED`, so instances claiming at once take different jobs and none waits for another; on SQLite
 * the one writer makes each UPDATE atomic by itself.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  holder: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedJob[]> {
  const expired = await claim(db, dialect, holder, now, leaseMs, limit, 'lease-expired');
  const pending =
    expired.length < limit
      ? await claim(db, dialect, holder, now, leaseMs, limit - expired.length, 'pending')
      : [];
  // RETURNING comes in no particular order; work the jobs in the order they were due and promised.
  const order = (job: (typeof expired)[number]) => `${job.run_at} ${job.created_at} ${job.id}`;
  return [...expired, ...pending]
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map(({ run_at: _runAt, created_at: _createdAt, ...job }) => job);
}

async function claim(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  holder: string,
  now: Date,
  leaseMs: number,
  limit: number,
  due: Due,
) {
  const at = now.toISOString();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: holder,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: at,
    }))
    .where('id', 'in', (eb) => {
      const candidates =
        due === 'pending'
          ? eb
              .selectFrom('jobs')
              .select('id')
              .where('state', '=', 'pending')
              .where('run_at', '<=', at)
              .orderBy('state')
              .orderBy('run_at')
              .orderBy('created_at')
              .orderBy('id')
          : eb
              .selectFrom('jobs')
              .select('id')
              .where('state', '=', 'running')
              .where('locked_until', '<', at)
              .where('attempts', '<', eb.ref('max_attempts'))
              .orderBy('run_at')
              .orderBy('created_at')
              .orderBy('id');
      const limited = candidates.limit(limit);
      return dialect === 'postgres' ? limited.forUpdate().skipLocked() : limited;
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
