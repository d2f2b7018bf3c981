import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, testDialects } from '../src/testing/start-test-server';
import { call, NEW_ADMIN_PASSWORD, signInAdmin } from './support/http';
import { exitOf, type Started, startProcess } from './support/server-process';

const ADMIN_PASSWORD = 'Admin-password-1';
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Calm</title>
<item><title>One</title><link>https://news.example.com/one</link><guid>one</guid></item></channel></rss>`;

/** A feed that hangs (holding every sync that reaches it) until told to answer. */
function startFeed(): Promise<{ url: string; server: Server; answer(): void; hang(): void }> {
  let hanging = true;
  const server = createServer((_request, response) => {
    if (hanging) return;
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.end(FEED);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
        server,
        answer: () => {
          hanging = false;
        },
        hang: () => {
          hanging = true;
        },
      }),
    ),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())('a sync lock whose process is gone (%s)', (dialect) => {
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let feed: Awaited<ReturnType<typeof startFeed>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ailab-job-lock-'));
    database = dialect === 'postgres' ? await createFreshPostgresDatabase() : undefined;
    feed = await startFeed();
  });
  afterAll(async () => {
    feed.server.closeAllConnections();
    await new Promise((resolve) => feed.server.close(resolve));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (): Promise<Started> =>
    startProcess(dataDir, {
      SEED_DEMO: '0',
      ADMIN_PASSWORD,
      SHUTDOWN_GRACE_SECONDS: '1',
      FEED_TIMEOUT_MS: '4000',
      // The feed stand-in is on loopback.
      OUTBOUND_ALLOW_PRIVATE: '1',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });

  /** The administrator's session: the first start replaces the default password, later ones sign in. */
  async function adminToken(url: string): Promise<string> {
    const again = await call(url, '/v2/api/user/login', {
      email: 'admin@localhost',
      password: NEW_ADMIN_PASSWORD,
    });
    if (again.status === 200) return again.body.token as string;
    return signInAdmin({ url, adminEmail: 'admin@localhost', adminPassword: ADMIN_PASSWORD });
  }

  async function syncUntilSignal(signal: NodeJS.Signals): Promise<void> {
    feed.hang();
    const first = await start();
    const admin = await adminToken(first.url);
    const added = await call(
      first.url,
      '/v2/api/admin/news/sources/add',
      { name: `Feed ${signal}`, url: `${feed.url}?${signal}`, tags: [], enabled: true },
      { token: admin },
    );
    expect(added.status, added.text).toBe(200);
    // The sync reaches the hanging feed and holds the lock.
    const sync = call(first.url, '/v2/api/admin/news/sync', { force: true }, { token: admin }).catch(
      () => undefined,
    );
    await pause(800);
    const exited = exitOf(first.child);
    first.child.kill(signal);
    await exited;
    await sync;
  }

  for (const [signal, how] of [
    ['SIGTERM', 'released at shutdown when SIGTERM ends a sync longer than the grace'],
    ['SIGKILL', 'released at start-up when the process that held it was killed'],
  ] as const) {
    it(`is ${how}: the restarted server syncs at once`, async () => {
      await syncUntilSignal(signal);
      const second = await start();
      try {
        feed.answer();
        const again = await call(
          second.url,
          '/v2/api/admin/news/sync',
          { force: true },
          { token: await adminToken(second.url) },
        );
        expect(again.status, again.text).toBe(200);
      } finally {
        const exited = exitOf(second.child);
        second.child.kill('SIGTERM');
        await exited;
      }
    }, 60_000);
  }
});
