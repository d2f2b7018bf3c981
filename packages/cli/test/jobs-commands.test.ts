import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

let cli: CliTestServer;
let admin: AilabSandbox;
const ids = { dead: randomUUID(), pending: randomUUID() };

async function stateOf(id: string): Promise<string> {
  const row = await cli.server.server.ctx.db
    .selectFrom('jobs')
    .select('state')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.state;
}

beforeAll(async () => {
  cli = await startCliTestServer();
  // The test owns the queue: the server's runner would work what it retries.
  await cli.server.server.jobs.stop();
  const at = '2026-11-20T10:00:00.000Z';
  const job = (id: string, state: 'dead' | 'pending', key: string) => ({
    id,
    kind: 'mail.send',
    payload: '{}',
    idempotency_key: key,
    state,
    attempts: state === 'dead' ? 8 : 0,
    max_attempts: 8,
    run_at: state === 'dead' ? at : '2099-01-01T00:00:00.000Z',
    locked_by: null,
    locked_until: null,
    last_error: state === 'dead' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
    created_at: at,
    updated_at: at,
    finished_at: state === 'dead' ? at : null,
  });
  await cli.server.server.ctx.db
    .insertInto('jobs')
    .values([job(ids.dead, 'dead', 'invite:cli-dead'), job(ids.pending, 'pending', 'invite:cli-pending')])
    .execute();
  admin = await cli.admin();
});
afterAll(async () => {
  await cli.close();
});

describe('ailab jobs (real process, real server)', () => {
  it('lists jobs filtered by state, as TSV when piped and as the page with --json', async () => {
    const piped = await admin.run(['jobs', 'list', '--state', 'dead']);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.trimEnd().split('\n')).toEqual([
      [
        ids.dead,
        'mail.send',
        'dead',
        '8/8',
        '2026-11-20T10:00:00.000Z',
        'connect ECONNREFUSED 127.0.0.1:25',
      ].join('\t'),
    ]);
    const json = await admin.run(['jobs', 'list', '--kind', 'mail.send', '--json']);
    const page = JSON.parse(json.stdout) as { items: { id: string; key: string }[]; total: number };
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.key).sort()).toEqual(['invite:cli-dead', 'invite:cli-pending']);
    const wrong = await admin.run(['jobs', 'list', '--state', 'lost']);
    expect(wrong.code).not.toBe(0);
  });

  it('retries a dead job and refuses to retry one that is not dead', async () => {
    const retried = await admin.run(['jobs', 'retry', ids.dead]);
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stderr).toContain('The job is back in the queue');
    expect(await stateOf(ids.dead)).toBe('pending');
    const again = await admin.run(['jobs', 'retry', ids.dead]);
    // Issue 24 item 10: one exit-code rule (help exit-codes): a conflict with the job's state is 6.
    expect(again.code).toBe(6);
    expect(again.stderr).toContain('Only a dead job can be retried; this one is pending.');
  });

  it('cancels a pending job only with --yes', async () => {
    const unconfirmed = await admin.run(['jobs', 'cancel', ids.pending]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');
    expect(await stateOf(ids.pending)).toBe('pending');
    const cancelled = await admin.run(['jobs', 'cancel', ids.pending, '--yes', '--json']);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect((JSON.parse(cancelled.stdout) as { job: { state: string } }).job.state).toBe('cancelled');
    expect(await stateOf(ids.pending)).toBe('cancelled');
  });
});
