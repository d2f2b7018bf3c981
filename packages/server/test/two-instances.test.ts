import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/security/secrets';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { createEvent, makeMembers } from './support/events';
import { call, signIn } from './support/http';
import { type ReverseProxy, startReverseProxy } from './support/reverse-proxy';

/**
 * How long another instance may take to hear a committed change: the changing request answers only
 * once its own instance heard the notice (`caller-change-fence.test.ts`), and PostgreSQL signals
 * every listener at the same commit, but the other instance's listener is another process that a
 * loaded machine may wake a little later than the next request arrives.
 */
const NOTICE_DELIVERY_MS = 2_000;

describe.runIf(testDialects().includes('postgres'))('two stateless instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let balancer: ReverseProxy;
  let admin: string;
  beforeAll(async () => {
    first = await startTestServer({ dialect: 'postgres', scheduledJobs: true });
    second = await startTestServer({
      databaseUrl: first.config.databaseUrl,
      seedDemo: false,
      scheduledJobs: true,
    });
    balancer = await startReverseProxy([first.url, second.url]);
    admin = await signIn(first.url, 'staff@example.com');
  });
  afterAll(async () => {
    await balancer.close();
    await second.close();
    await first.close();
  });

  it('confirms exactly 20 of 50 parallel registrations spread over both instances', async () => {
    const event = await createEvent(first, admin, { capacity: 20 });
    const members = await makeMembers(first, 50, 'pair');
    const before = [...balancer.served];
    const answers = await Promise.all(
      members.map((member) =>
        call(
          balancer.url,
          '/v2/api/open/event/register',
          { action: 'register', event_id: event.id },
          { token: member.token },
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(balancer.served[0] ?? 0).toBeGreaterThan(before[0] ?? 0);
    expect(balancer.served[1] ?? 0).toBeGreaterThan(before[1] ?? 0);
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(30);
  });

  it('refuses a session signed out through one instance on the other at once', async () => {
    const [member] = await makeMembers(first, 1, 'signout');
    if (!member) throw new Error('no member');
    expect((await call(second.url, '/v2/api/user/who_am_i', {}, { token: member.token })).status).toBe(200);
    const out = await call(
      first.url,
      '/v2/api/user/token',
      { action: 'revoke_current' },
      { token: member.token },
    );
    expect(out.status).toBe(200);
    await expect
      .poll(
        async () => (await call(second.url, '/v2/api/user/who_am_i', {}, { token: member.token })).status,
        {
          timeout: NOTICE_DELIVERY_MS,
        },
      )
      .toBe(401);
  });

  /** Calls `who_am_i` on `server` until it answers from its caller cache (the listener connects after start). */
  async function cachedOn(server: TestServer, token: string): Promise<void> {
    await expect
      .poll(
        async () => {
          expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token })).status).toBe(200);
          return server.server.ctx.callers?.find(hashSecret(token)) !== undefined;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  }

  it('keeps signed-in callers in each instance and forgets them when another instance changes their roles', async () => {
    const [member] = await makeMembers(first, 1, 'cache-roles');
    if (!member) throw new Error('no member');
    await cachedOn(second, member.token);
    const roles = async () =>
      (await call(second.url, '/v2/api/user/who_am_i', {}, { token: member.token })).body.user.roles;
    expect(await roles()).toContain(8);
    const { id } = await first.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    const granted = await call(
      first.url,
      '/v2/api/admin/role/add_update',
      { user_ids: [id], grant: [1] },
      { token: admin },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    await expect.poll(roles, { timeout: NOTICE_DELIVERY_MS }).toContain(1);
  });

  it('refuses a cached caller whose account an operator disabled straight in the database', async () => {
    const [member] = await makeMembers(first, 1, 'cache-tool');
    if (!member) throw new Error('no member');
    await cachedOn(second, member.token);
    const tool = new pg.Client({ connectionString: first.config.databaseUrl });
    await tool.connect();
    try {
      await tool.query('update users set disabled_at = $1 where email = $2', [
        new Date().toISOString(),
        member.email,
      ]);
    } finally {
      await tool.end();
    }
    // Another connection's change arrives as a notice a moment after it commits.
    await expect
      .poll(
        async () => (await call(second.url, '/v2/api/user/who_am_i', {}, { token: member.token })).status,
        {
          timeout: 5_000,
        },
      )
      .toBe(401);
  });

  it('works each scheduled slot once, whichever instances enqueue it', async () => {
    await Promise.all([first.server.jobs.idle(), second.server.jobs.idle()]);
    await Promise.all([first.server.jobs.idle(), second.server.jobs.idle()]);
    const rows = await first.server.ctx.db
      .selectFrom('jobs')
      .select(['kind', 'idempotency_key', 'state'])
      .where('idempotency_key', 'like', 'schedule:%')
      .execute();
    // Both runners enqueued the current slots; each slot is one job, worked by one of them.
    const keys = rows.map((row) => row.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.map((row) => row.kind)).toContain('jobs.prune');
    expect(rows.filter((row) => row.state === 'dead')).toEqual([]);
  });
});
