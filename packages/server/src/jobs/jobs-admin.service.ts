import type { Job, JobDepth, JobListRequest } from '@ailab/core/contract/platform/jobs.schemas';
import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { TFunction } from 'i18next';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/record-audit';
import { keysetPage, keysetSort } from '../db/keyset-page';
import { prefixMatch } from '../db/prefix-match';
import { AppError } from '../http/app-error';
import type { JobState, JobsTable } from './jobs.tables';

type JobListBody = z.output<typeof JobListRequest>;
type JobRow = Omit<Selectable<JobsTable>, 'payload' | 'locked_by' | 'locked_until'>;

const JOB_COLUMNS = [
  'jobs.id',
  'jobs.kind',
  'jobs.idempotency_key',
  'jobs.state',
  'jobs.attempts',
  'jobs.max_attempts',
  'jobs.run_at',
  'jobs.last_error',
  'jobs.created_at',
  'jobs.updated_at',
  'jobs.finished_at',
] as const;

function toJob(row: JobRow): Job {
  const { idempotency_key, ...rest } = row;
  return { ...rest, key: idempotency_key };
}

/** One page of the jobs, newest first unless asked otherwise; never their payloads. */
export async function listJobs(ctx: AppContext, body: JobListBody): Promise<ListPage<Job>> {
  let query = ctx.db.selectFrom('jobs').select(JOB_COLUMNS);
  if (body.state) query = query.where('jobs.state', '=', body.state);
  if (body.kind) query = query.where('jobs.kind', '=', body.kind);
  if (body.query) query = query.where(prefixMatch(ctx.dialect, 'jobs.idempotency_key', body.query));
  const sort = keysetSort(
    'admin.jobs',
    body.sort,
    '-created_at',
    { created_at: 'jobs.created_at', run_at: 'jobs.run_at' },
    'jobs.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  return { ...page, items: page.items.map(toJob) };
}

/** How many jobs of each kind are in each state, and how many of them failed at least once; by kind then state. */
export async function jobDepth(ctx: AppContext): Promise<{ depth: JobDepth[] }> {
  const rows = await ctx.db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      'state',
      eb.fn.countAll<number | string | bigint>().as('count'),
      eb.fn.count<number | string | bigint>('last_error').as('retried'),
    ])
    .groupBy(['kind', 'state'])
    .orderBy('kind')
    .orderBy('state')
    .execute();
  return {
    depth: rows.map((row) => ({
      kind: row.kind,
      state: row.state,
      count: Number(row.count),
      retried: Number(row.retried),
    })),
  };
}

/**
 * Moves one job from `from` to the state `change` gives, audited, in one
 * transaction; the conditional update decides, so a job the runner claimed
 * in the meantime is refused with 409 naming its state.
 */
async function changeJob(
  ctx: AppContext,
  actorId: string,
  id: string,
  from: JobState,
  action: 'job.retry' | 'job.cancel',
  change: (at: string) => Partial<JobsTable>,
  t: TFunction,
): Promise<Job> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('jobs').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND', { params: { path: id } });
    const at = ctx.now().toISOString();
    const updated = await trx
      .updateTable('jobs')
      .set({ ...change(at), updated_at: at })
      .where('id', '=', id)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw new AppError('CONFLICT', {
        messageKey: `users:jobs.errors.${action === 'job.retry' ? 'notDead' : 'notPending'}`,
        params: { state: t(`users:jobs.states.${before.state}`) },
      });
    const after = await trx
      .selectFrom('jobs')
      .select(JOB_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action,
      target: { type: 'job', id },
      before: toJob(before),
      after: toJob(after),
      at: ctx.now(),
    });
    return toJob(after);
  });
}

/** Puts a dead job back in the queue, due now, with its attempts counted afresh. */
export async function retryJob(ctx: AppContext, actorId: string, id: string, t: TFunction) {
  const job = await changeJob(
    ctx,
    actorId,
    id,
    'dead',
    'job.retry',
    (at) => ({ state: 'pending', attempts: 0, run_at: at, finished_at: null }),
    t,
  );
  return { job, message: t('users:jobs.messages.retried') };
}

/** Cancels a pending job: the runner will not claim it. */
export async function cancelJob(ctx: AppContext, actorId: string, id: string, t: TFunction) {
  const job = await changeJob(
    ctx,
    actorId,
    id,
    'pending',
    'job.cancel',
    (at) => ({ state: 'cancelled', finished_at: at }),
    t,
  );
  return { job, message: t('users:jobs.messages.cancelled') };
}
