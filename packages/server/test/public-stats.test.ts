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

  const countRows = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const db = () => server.server.ctx.db;
  const verifiedMembers = () =>
    countRows(
      db()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('email_verified', '=', 1),
    );
  const publishedCourses = () =>
    countRows(
      db()
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('state', '=', 'published'),
    );
  const upcomingEvents = (now: Date) =>
    countRows(
      db()
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('state', '=', 'published')
        .where('ends_at', '>=', now.toISOString()),
    );
  const allEvents = () =>
    countRows(
      db()
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number | string>().as('n')),
    );

  it('counts only what the platform holds: verified members, published courses, upcoming events', async () => {
    const answer = await call(server.url, STATS, {});
    expect(answer.status).toBe(200);
    const now = new Date(answer.body.as_of);
    const [members, courses, events] = await Promise.all([
      verifiedMembers(),
      publishedCourses(),
      upcomingEvents(now),
    ]);
    // The demo data holds some of each, and past or draft events that must not be counted.
    expect(members).toBeGreaterThan(1);
    expect(courses).toBeGreaterThan(0);
    expect(events).toBeGreaterThan(0);
    expect(await allEvents()).toBeGreaterThan(events);
    expect(answer.body.stats).toEqual([
      { key: 'members', value: members },
      { key: 'courses', value: courses },
      { key: 'events', value: events },
    ]);
    expect(now.toISOString()).toBe(answer.body.as_of);
  });

  it('stops counting an event once it has ended and a course once it is unpublished', async () => {
    const ctx = server.server.ctx;
    const before = (await call(server.url, STATS, {})).body;
    const course = await db()
      .selectFrom('courses')
      .select('id')
      .where('state', '=', 'published')
      .executeTakeFirstOrThrow();
    await db().updateTable('courses').set({ state: 'draft' }).where('id', '=', course.id).execute();
    const later = new Date(Date.now() + 3650 * 24 * 3600 * 1000);
    ctx.now = () => later;
    try {
      const after = (await call(server.url, STATS, {})).body;
      expect(after.stats).toEqual([
        before.stats[0],
        { key: 'courses', value: before.stats[1].value - 1 },
        { key: 'events', value: 0 },
      ]);
    } finally {
      await db().updateTable('courses').set({ state: 'published' }).where('id', '=', course.id).execute();
      ctx.now = () => new Date();
    }
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
      expect(after.stats[0]).toEqual({ key: 'members', value: before.stats[0].value - 1 });
      expect(after.stats.slice(1)).toEqual(before.stats.slice(1));
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
