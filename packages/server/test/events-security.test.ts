import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { createEvent, linkToken, makeMembers, useEventServer } from './support/events';
import { call, signIn } from './support/http';

const REGISTER = '/v2/api/open/event/register';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDialects())('event tokens (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('stores confirmation, cancel and feed tokens only as hashes, each good for its own purpose only', async () => {
    const event = await createEvent(env.server, env.admin);
    const email = 'hashed@example.org';
    await call(env.server.url, REGISTER, { action: 'register', event_id: event.id, name: 'Hana', email });
    const confirmToken = await linkToken(env.server, email, 'confirm');
    // A confirmation link is not a cancel link.
    const wrongUse = await call(env.server.url, REGISTER, { action: 'cancel_link', token: confirmToken });
    expect(wrongUse.status).toBe(400);
    expect(
      (await call(env.server.url, REGISTER, { action: 'confirm', token: confirmToken })).body.status,
    ).toBe('confirmed');
    const cancelToken = await linkToken(env.server, email, 'cancel');
    expect((await call(env.server.url, REGISTER, { action: 'confirm', token: cancelToken })).status).toBe(
      400,
    );

    const row = await env.server.server.ctx.db
      .selectFrom('event_registrations')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(confirmToken);
    expect(stored).not.toContain(cancelToken);
    expect(row.cancel_token_hash).toBe(sha256(cancelToken));
    expect(row.confirm_token_hash).not.toBe(confirmToken);

    const [member] = await makeMembers(env.server, 1, 'feed');
    const feed = await call(
      env.server.url,
      '/v2/api/ailab/event/calendar_feed',
      {},
      { token: member?.token },
    );
    const feedToken = /\/calendar\/feeds\/([^/]+)\.ics$/.exec(feed.body.url)?.[1] ?? '';
    expect(feedToken.length).toBeGreaterThan(20);
    const feeds = await env.server.server.ctx.db.selectFrom('event_calendar_feeds').selectAll().execute();
    expect(JSON.stringify(feeds)).not.toContain(feedToken);
    expect(feeds.map((item) => item.token_hash)).toContain(sha256(feedToken));
  });
});

describe.each(testDialects())('event registration rate limit per IP (%s)', (dialect) => {
  let server: TestServer;
  let admin = '';
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      seedDemo: true,
      limits: { eventRegistrationsPerIpPerMinute: 3 },
    });
    admin = await signIn(server.url, 'staff@example.com');
  });
  afterAll(() => server.close());

  it('limits registrations per IP with a translated 429 and Retry-After', async () => {
    const event = await createEvent(server, admin, { capacity: 50 });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    // Different addresses, so only the per-IP limit (3 a minute here) can stop them.
    for (let i = 0; i < 4; i += 1) {
      last = await call(
        server.url,
        REGISTER,
        { action: 'register', event_id: event.id, name: `Person ${i}`, email: `ip-${i}@example.org` },
        { language: 'es-MX' },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last?.body.error.code).toBe('RATE_LIMITED');
    expect(last?.body.error.message).toContain('Demasiados intentos');
  });
});
