import { lookup as systemLookup } from 'node:dns';
import type { AddressInfo, LookupFunction } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { adminSession } from './support/admin-session';
import { type FeedServer, rssFeed, startFeedServer } from './support/feed-server';
import { call } from './support/http';
import { LOOPBACK_SPELLINGS } from './support/loopback-spellings';

const SYNC = '/v2/api/admin/news/sync';
const ADD = '/v2/api/admin/news/sources/add';
const REMOVE = '/v2/api/admin/news/sources/remove';
const NOT_REACHABLE = { kind: 'network', message: 'not reachable' };

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The tests' internet: `feeds.example.test` is an outside origin served by a stand-in on 127.0.0.2
 * (declared outside to the guard; 127.0.0.1 and every other loopback spelling stay refused).
 * `rebind.example.test` answers 127.0.0.2 once, then 127.0.0.1, as a rebinding DNS server would;
 * `mixed.example.test` answers both at once. Everything else resolves as usual (`localhost` → loopback).
 */
function testNetwork() {
  const lookups = { rebind: 0 };
  const answer = (address: string) => [{ address, family: 4 }];
  const lookup: LookupFunction = (hostname, options, callback) => {
    if (hostname === 'feeds.example.test') return callback(null, answer('127.0.0.2'));
    if (hostname === 'rebind.example.test') {
      lookups.rebind += 1;
      return callback(null, answer(lookups.rebind === 1 ? '127.0.0.2' : '127.0.0.1'));
    }
    if (hostname === 'mixed.example.test')
      return callback(null, [...answer('127.0.0.2'), ...answer('127.0.0.1')]);
    return systemLookup(hostname, options, callback);
  };
  return { lookups, network: { lookup, outsideAddresses: ['127.0.0.2'] } };
}

describe.each(testDialects())('outbound SSRF guard on news feed sources (%s)', (dialect) => {
  let server: TestServer;
  let inside: FeedServer;
  let outside: FeedServer;
  let admin: string;
  const network = testNetwork();

  /** Adds one source per URL, syncs them, answers each one's failure (or null when it was fetched). */
  const syncUrls = async (urls: string[]) => {
    const ids: string[] = [];
    for (const [index, url] of urls.entries()) {
      const added = await call(
        server.url,
        ADD,
        { name: `Probe ${index} ${Date.now()}`, url },
        { token: admin },
      );
      expect(added.status, `${url}: ${added.text}`).toBe(200);
      ids.push(added.body.id);
    }
    const answer = await call(server.url, SYNC, { source_ids: ids }, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    for (const id of ids) await call(server.url, REMOVE, { id }, { token: admin });
    const failures = answer.body.failures as { target: string; kind: string; message: string }[];
    return urls.map((url) => {
      const failure = failures.find((item) => item.target === url);
      return failure ? { kind: failure.kind, message: failure.message } : null;
    });
  };

  beforeAll(async () => {
    inside = await startFeedServer('127.0.0.1');
    outside = await startFeedServer('127.0.0.2');
    const feed = rssFeed('Probe', [
      { guid: 'p1', title: 'Secret', link: 'https://x.test/p1', description: 'internal' },
    ]);
    inside.set('/rss', feed);
    outside.set(
      '/rss',
      rssFeed('Outside', [{ guid: 'o1', title: 'Public', link: 'https://x.test/o1', description: 'ok' }]),
    );
    server = await startTestServer({ dialect, outbound: { allowPrivate: false, network: network.network } });
    admin = await adminSession(server);
  });
  afterAll(async () => {
    await server?.close();
    await inside?.close();
    await outside?.close();
  });

  it('refuses loopback in every spelling, other private ranges, and the platform itself', async () => {
    const port = new URL(inside.url).port;
    const spellings = [...LOOPBACK_SPELLINGS, 'localhost', '[::ffff:7f00:1]', '[64:ff9b::7f00:1]', '[::]'];
    const others = [
      'http://10.0.0.1/rss',
      'http://172.16.0.1/rss',
      'http://192.168.1.1/rss',
      'http://100.64.0.1/rss',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/rss',
      'http://[fe80::1]/rss',
      'http://224.0.0.1/rss',
      'http://255.255.255.255/rss',
      'http://mixed.example.test/rss',
      `${server.url}/v2/api/open/ping`,
    ];
    const urls = [...spellings.map((host) => `http://${host}:${port}/rss`), ...others];
    const results = await syncUrls(urls);
    expect(Object.fromEntries(urls.map((url, index) => [url, results[index]]))).toEqual(
      Object.fromEntries(urls.map((url) => [url, NOT_REACHABLE])),
    );
    expect(inside.totalHits()).toBe(0);
  });

  it('answers the same for a closed port, an open port that is not a feed, and a 403', async () => {
    const results = await syncUrls([
      `http://127.0.0.1:${await closedPort()}/rss`,
      `${inside.url}/not-a-feed`,
      `${inside.url}/forbidden`,
    ]);
    expect(results).toEqual([NOT_REACHABLE, NOT_REACHABLE, NOT_REACHABLE]);
    expect(inside.totalHits()).toBe(0);
  });

  it('fetches an outside origin, and refuses its redirects (302, 307) to loopback', async () => {
    const origin = `http://feeds.example.test:${new URL(outside.url).port}`;
    const port = new URL(inside.url).port;
    const to = (target: string, status: number) =>
      `${origin}/redirect?status=${status}&to=${encodeURIComponent(target)}`;
    const results = await syncUrls([
      `${origin}/rss`,
      to(`${origin}/rss`, 302),
      to(`http://127.0.0.1:${port}/rss`, 302),
      to(`http://127.0.0.1:${port}/rss`, 307),
      to(`http://localhost:${port}/rss`, 302),
      to(`http://[::1]:${port}/rss`, 307),
      to(`http://2130706433:${port}/rss`, 301),
    ]);
    expect(results).toEqual([null, null, ...Array(5).fill(NOT_REACHABLE)]);
    expect(outside.hits('/redirect')).toBe(6);
    expect(inside.totalHits()).toBe(0);
  });

  it('checks the address each connection really uses, so DNS rebinding cannot pass', async () => {
    const url = `http://rebind.example.test:${new URL(outside.url).port}/rss`;
    expect(await syncUrls([url])).toEqual([null]);
    // The name was resolved once, by the socket itself: no separate "check" resolution to race.
    expect(network.lookups.rebind).toBe(1);
    outside.dropConnections();
    // A new connection resolves again, now to loopback, and is refused.
    expect(await syncUrls([url])).toEqual([NOT_REACHABLE]);
    expect(inside.totalHits()).toBe(0);
  });

  it('refuses credentials in a URL', async () => {
    const origin = `feeds.example.test:${new URL(outside.url).port}`;
    const before = outside.totalHits();
    const [failure] = await syncUrls([`http://user:secret@${origin}/rss`]);
    expect(failure).toEqual({ kind: 'network', message: 'URLs with credentials are not fetched' });
    expect(outside.totalHits()).toBe(before);
  });
});
