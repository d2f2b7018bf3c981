import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { enqueueJob } from '../src/jobs/enqueue-job';
import { retryDelayMs } from '../src/jobs/job-backoff';
import type { JobHandlers } from '../src/jobs/job-handler';
import { createJobRunner } from '../src/jobs/job-runner';
import { enqueueDueSchedules } from '../src/jobs/job-schedules';
import { pruneFinishedJobs } from '../src/jobs/prune-jobs';
import type { RunningServer } from '../src/start-server';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture } from './support/admin-session';
import { call, signIn } from './support/http';

/** A runner of our own on the test server's database, on a clock the test moves. */
function runnerOn(server: RunningServer, handlers: JobHandlers, clock: { now: Date }, leaseMs = 60_000) {
  return createJobRunner(
    { ...server.ctx, now: () => clock.now },
    { handlers, schedules: [], pollMs: 60_000, leaseMs, batchSize: 4, log: server.app.log },
  );
}

async function jobByKey(ctx: AppContext, key: string) {
  return ctx.db.selectFrom('jobs').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
}

describe('retry delays', () => {
  it('double per attempt from 10 s, with jitter in the upper half, capped at an hour', () => {
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, () => 1)).toBe(10_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(30, () => 1)).toBe(3_600_000);
  });
});

describe.each(testDialects())('the job runner (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('writes a job only when its transaction commits, and once per idempotency key', async () => {
    const { ctx, jobs } = fx.server.server;
    await jobs.stop();
    const at = ctx.now();
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, { kind: 'test.none', payload: {}, idempotencyKey: 'rolled-back', at });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const first = await ctx.db
      .transaction()
      .execute((trx) => enqueueJob(trx, { kind: 'test.none', payload: {}, idempotencyKey: 'once', at }));
    const again = await enqueueJob(ctx.db, {
      kind: 'test.none',
      payload: { x: 1 },
      idempotencyKey: 'once',
      at,
    });
    const keys = await ctx.db
      .selectFrom('jobs')
      .select('idempotency_key')
      .where('idempotency_key', 'in', ['rolled-back', 'once'])
      .execute();
    expect([first, again]).toEqual([true, false]);
    expect(keys.map((row) => row.idempotency_key)).toEqual(['once']);
    await ctx.db.deleteFrom('jobs').where('idempotency_key', '=', 'once').execute();
  });

  it('retries a failing job with back-off, then marks it dead after its last attempt', async () => {
    const { ctx, jobs } = fx.server.server;
    await jobs.stop();
    const clock = { now: new Date('2030-01-01T00:00:00.000Z') };
    let calls = 0;
    const runner = runnerOn(
      fx.server.server,
      {
        'test.flaky': async () => {
          calls += 1;
          throw new Error(`failure ${calls}`);
        },
      },
      clock,
    );
    await enqueueJob(ctx.db, {
      kind: 'test.flaky',
      payload: {},
      idempotencyKey: 'flaky',
      at: clock.now,
      maxAttempts: 3,
    });
    await runner.idle();
    let job = await jobByKey(ctx, 'flaky');
    expect(job).toMatchObject({ state: 'pending', attempts: 1, last_error: 'failure 1' });
    const delay = new Date(job.run_at).getTime() - clock.now.getTime();
    expect(delay).toBeGreaterThanOrEqual(5_000);
    expect(delay).toBeLessThanOrEqual(10_000);
    // Not due yet: nothing runs.
    await runner.idle();
    expect(calls).toBe(1);
    clock.now = new Date(clock.now.getTime() + 10_000);
    await runner.idle();
    job = await jobByKey(ctx, 'flaky');
    expect(job).toMatchObject({ state: 'pending', attempts: 2, last_error: 'failure 2' });
    clock.now = new Date(clock.now.getTime() + 20_000);
    await runner.idle();
    job = await jobByKey(ctx, 'flaky');
    expect(job).toMatchObject({ state: 'dead', attempts: 3, last_error: 'failure 3' });
    expect(calls).toBe(3);

    // An administrator sees it, retries it (audited), and it runs again; a non-admin may not.
    const listed = await call(
      fx.server.url,
      '/v2/api/admin/jobs/list',
      { state: 'dead' },
      { token: fx.admin },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item: { key: string }) => item.key)).toContain('flaky');
    expect(listed.body.items[0]).not.toHaveProperty('payload');
    // The queue's depth counts it under its kind and state.
    const depth = await call(fx.server.url, '/v2/api/admin/jobs/depth', {}, { token: fx.admin });
    expect(depth.status).toBe(200);
    expect(depth.body.depth).toContainEqual({ kind: 'test.flaky', state: 'dead', count: 1, retried: 1 });
    expect(
      depth.body.depth
        .filter((row: { kind: string }) => row.kind === 'test.flaky')
        .map((row: { state: string }) => row.state),
    ).toEqual(['dead']);
    const member = await signIn(fx.server.url, 'research@example.com');
    expect(
      (await call(fx.server.url, '/v2/api/admin/jobs/retry', { id: job.id }, { token: member })).status,
    ).toBe(403);
    expect((await call(fx.server.url, '/v2/api/admin/jobs/depth', {}, { token: member })).status).toBe(403);
    const retried = await call(
      fx.server.url,
      '/v2/api/admin/jobs/retry',
      { id: job.id },
      { token: fx.admin },
    );
    expect(retried.status).toBe(200);
    expect(retried.body.job).toMatchObject({ state: 'pending', attempts: 0 });
    const twice = await call(fx.server.url, '/v2/api/admin/jobs/retry', { id: job.id }, { token: fx.admin });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toContain('pending');
    const audit = await call(
      fx.server.url,
      '/v2/api/admin/audit/list',
      { target_type: 'job', target_id: job.id },
      { token: fx.admin },
    );
    expect(audit.body.items.map((entry: { action: string }) => entry.action)).toEqual(['job.retry']);
    // Cancel the pending job: it never runs again.
    const cancelled = await call(
      fx.server.url,
      '/v2/api/admin/jobs/cancel',
      { id: job.id },
      { token: fx.admin },
    );
    expect(cancelled.body.job.state).toBe('cancelled');
    const audited = await call(
      fx.server.url,
      '/v2/api/admin/audit/list',
      { target_type: 'job', target_id: job.id },
      { token: fx.admin },
    );
    expect(audited.body.items.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'job.cancel',
      'job.retry',
    ]);
    clock.now = new Date(Date.now() + 86_400_000);
    await runner.idle();
    expect(calls).toBe(3);
    await runner.stop();
  });

  it('takes back a job whose process died once its lease runs out', async () => {
    const { ctx, jobs } = fx.server.server;
    await jobs.stop();
    const clock = { now: new Date('2031-01-01T00:00:00.000Z') };
    const done: string[] = [];
    const runner = runnerOn(
      fx.server.server,
      { 'test.ok': async (_ctx, _payload, job) => void done.push(job.id) },
      clock,
      60_000,
    );
    await enqueueJob(ctx.db, { kind: 'test.ok', payload: {}, idempotencyKey: 'orphan', at: clock.now });
    // Another process claimed it and died.
    await ctx.db
      .updateTable('jobs')
      .set({
        state: 'running',
        attempts: 1,
        locked_by: 'dead-process',
        locked_until: '2031-01-01T00:01:00.000Z',
      })
      .where('idempotency_key', '=', 'orphan')
      .execute();
    await runner.idle();
    expect(done).toHaveLength(0);
    clock.now = new Date('2031-01-01T00:01:00.001Z');
    await runner.idle();
    expect(done).toHaveLength(1);
    expect(await jobByKey(ctx, 'orphan')).toMatchObject({ state: 'done', attempts: 2, payload: 'null' });
  });

  it('lets several runners share the queue: every job runs once', async () => {
    const { ctx, jobs } = fx.server.server;
    await jobs.stop();
    const clock = { now: new Date('2032-01-01T00:00:00.000Z') };
    const runs = new Map<string, number>();
    const handlers: JobHandlers = {
      'test.count': async (_ctx, payload) => {
        const key = String((payload as { n: number }).n);
        runs.set(key, (runs.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    for (let n = 0; n < 200; n += 1)
      await enqueueJob(ctx.db, {
        kind: 'test.count',
        payload: { n },
        idempotencyKey: `count:${n}`,
        at: clock.now,
      });
    const runners = [
      runnerOn(fx.server.server, handlers, clock),
      runnerOn(fx.server.server, handlers, clock),
      runnerOn(fx.server.server, handlers, clock),
    ];
    await Promise.all(runners.map((runner) => runner.idle()));
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('enqueues each slot of a schedule once, however many instances look', async () => {
    const { ctx, jobs } = fx.server.server;
    await jobs.stop();
    const schedule = [{ kind: 'test.tick', everyMinutes: 15 }];
    const at = (time: string) => ({ ...ctx, now: () => new Date(time) });
    const instanceA = new Map<string, string>();
    const instanceB = new Map<string, string>();
    await enqueueDueSchedules(at('2033-01-01T00:07:00.000Z'), schedule, instanceA);
    await enqueueDueSchedules(at('2033-01-01T00:08:00.000Z'), schedule, instanceB);
    await enqueueDueSchedules(at('2033-01-01T00:14:59.000Z'), schedule, instanceA);
    await enqueueDueSchedules(at('2033-01-01T00:15:00.000Z'), schedule, instanceB);
    const keys = await ctx.db
      .selectFrom('jobs')
      .select('idempotency_key')
      .where('kind', '=', 'test.tick')
      .orderBy('idempotency_key')
      .execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual([
      'schedule:test.tick:2033-01-01T00:00:00.000Z',
      'schedule:test.tick:2033-01-01T00:15:00.000Z',
    ]);
  });

  it('prunes done and cancelled jobs 30 days after they finished, and keeps dead ones', async () => {
    const { ctx, jobs } = fx.server.server;
    await jobs.stop();
    const finished = (key: string, state: 'done' | 'cancelled' | 'dead', finishedAt: string) => ({
      id: randomUUID(),
      kind: 'test.old',
      payload: 'null',
      idempotency_key: key,
      state,
      attempts: 1,
      max_attempts: 8,
      run_at: finishedAt,
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: finishedAt,
      updated_at: finishedAt,
      finished_at: finishedAt,
    });
    await ctx.db
      .insertInto('jobs')
      .values([
        finished('old-done', 'done', '2034-01-01T00:00:00.000Z'),
        finished('old-cancelled', 'cancelled', '2034-01-01T00:00:00.000Z'),
        finished('old-dead', 'dead', '2034-01-01T00:00:00.000Z'),
        finished('recent-done', 'done', '2034-01-20T00:00:00.000Z'),
      ])
      .execute();
    await pruneFinishedJobs({ ...ctx, now: () => new Date('2034-02-05T00:00:00.000Z') });
    const left = await ctx.db
      .selectFrom('jobs')
      .select('idempotency_key')
      .where('kind', '=', 'test.old')
      .orderBy('idempotency_key')
      .execute();
    expect(left.map((row) => row.idempotency_key)).toEqual(['old-dead', 'recent-done']);
  });
});
