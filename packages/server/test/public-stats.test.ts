import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_STATS_TTL_MS } from '../src/features/platform/public-stats.service';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';

const STATS = '/v2/api/open/stats';

describe.each(testDialects())('public stats (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const verifiedMembers = async () => {
    const row = await server.server.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email_verified', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('counts only what the platform holds: verified members, and no other key until a feature registers it', async () => {
    const answer = await call(server.url, STATS, {});
    expect(answer.status).toBe(200);
    const members = await verifiedMembers();
    expect(members).toBeGreaterThan(1);
    expect(answer.body.stats).toEqual([{ key: 'members', value: members }]);
    expect(new Date(answer.body.as_of).toISOString()).toBe(answer.body.as_of);
  });

  it('serves the counts from a cache for a minute by the server clock, then counts again', async () => {
    const ctx = server.server.ctx;
    const start = new Date(Date.now() + 10 * PUBLIC_STATS_TTL_MS);
    ctx.now = () => start;
    const before = (await call(server.url, STATS, {})).body;
    const someone = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'intern@example.com')
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('users').set({ email_verified: 0 }).where('id', '=', someone.id).execute();
    try {
      ctx.now = () => new Date(start.getTime() + PUBLIC_STATS_TTL_MS - 1);
      expect((await call(server.url, STATS, {})).body).toEqual(before);
      ctx.now = () => new Date(start.getTime() + PUBLIC_STATS_TTL_MS);
      const after = (await call(server.url, STATS, {})).body;
      expect(after.stats).toEqual([{ key: 'members', value: before.stats[0].value - 1 }]);
      expect(after.as_of).not.toBe(before.as_of);
    } finally {
      await ctx.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', someone.id).execute();
      ctx.now = () => new Date();
    }
  });

  it('needs no sign-in and rejects unknown fields with a named 400', async () => {
    const answer = await call(server.url, STATS, { since: 'yesterday' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(answer.body.error.fields)).toContain('since');
  });
});
