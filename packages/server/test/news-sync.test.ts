import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { adminSession } from './support/admin-session';
import { atomFeed, type FeedServer, jsonFeed, rssFeed, startFeedServer } from './support/feed-server';
import { call, signIn } from './support/http';

const SYNC = '/v2/api/admin/news/sync';
const ADD = '/v2/api/admin/news/sources/add';
const SOURCES = '/v2/api/admin/news/sources/list';
const SEARCH = '/v2/api/ailab/news/search';

describe.each(testDialects())('news sync against a local feed server (%s)', (dialect) => {
  let server: TestServer;
  let feeds: FeedServer;
  let admin: string;
  let member: string;

  const addSource = async (name: string, path: string, tags: string[] = []) => {
    const answer = await call(server.url, ADD, { name, url: `${feeds.url}${path}`, tags }, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.id as string;
  };
  const search = async (body: Record<string, unknown>) => {
    const answer = await call(server.url, SEARCH, body, { token: member });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    feeds = await startFeedServer();
    server = await startTestServer({ dialect, sync: { timeoutMs: 800, feedMaxBytes: 1024 * 1024 } });
    admin = await adminSession(server);
    member = await signIn(server.url, 'research@example.com');
    feeds.set(
      '/rss',
      rssFeed('Quill Wire', [
        {
          guid: 'aw-1',
          title: 'Quillwort agents plan multi-step tool calls',
          link: 'https://agentwire.test/quillwort?utm_source=rss',
          description:
            '<p>The <b>quillwort</b> planner <script>alert("x")</script>checks each tool result.</p>',
          category: 'Planning',
        },
        {
          guid: 'aw-2',
          title: 'Evaluation quillharness for browsing agents',
          link: 'https://agentwire.test/harness',
          description: 'A harness scores browsing agents on 400 tasks.',
        },
        // The same GUID twice in one feed is stored once.
        {
          guid: 'aw-2',
          title: 'Evaluation quillharness for browsing agents',
          link: 'https://agentwire.test/harness',
          description: 'A harness scores browsing agents on 400 tasks.',
        },
      ]),
    );
    feeds.set(
      '/atom',
      atomFeed('Quill Notes', [
        {
          id: 'urn:mn:1',
          title: 'Memory layers for long-running assistants',
          link: 'https://modelnotes.test/memory',
          summary: 'Assistants keep notes between sessions.',
          content:
            '<div><style>p{}</style><p>Notes are <i>summarised</i> nightly.</p><img src="x.png"></div>',
        },
      ]),
    );
    feeds.set(
      '/json',
      jsonFeed('Quill Digest', [
        {
          // The same link as a Quill Wire item: one story, covered by two sources.
          id: 'ld-1',
          title: 'Quillwort planner reaches new benchmark high',
          url: 'https://agentwire.test/quillwort',
          content_html: '<p>Quill Digest covers the quillwort planner too.</p>',
          tags: ['Benchmarks'],
        },
      ]),
    );
    await addSource('Quill Wire', '/rss', ['agents']);
    await addSource('Quill Notes', '/atom');
    await addSource('Quill Digest', '/json');
  });
  afterAll(async () => {
    await server?.close();
    await feeds?.close();
  });

  it('fetches RSS, Atom and JSON Feed, stores plain text once per GUID, and groups one story', async () => {
    const answer = await call(server.url, SYNC, {}, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ fetched: 3, unchanged: 0, failed: 0, new_articles: 4, failures: [] });

    const found = await search({ query: 'quillwort' });
    expect(found.total).toBe(1);
    const [article] = found.items;
    expect(article.url).toBe('https://agentwire.test/quillwort');
    expect(article.source.name).toBe('Quill Wire');
    expect(article.also_covered_by.map((other: { source_name: string }) => other.source_name)).toEqual([
      'Quill Digest',
    ]);
    expect(article.tags).toEqual(expect.arrayContaining(['agents', 'planning']));
    const text = JSON.stringify(found);
    expect(text).not.toContain('<script');
    expect(text).not.toContain('alert(');
    expect(text).not.toContain('<b>');

    const memory = await search({ query: 'summarised nightly' });
    expect(memory.items[0].title).toBe('Memory layers for long-running assistants');
    expect(JSON.stringify(memory)).not.toMatch(/<style|<img|p\{\}/);
    expect((await search({ query: 'quillharness' })).total).toBe(1);
  });

  it('answers 304s on a second run: everything unchanged, nothing new', async () => {
    const answer = await call(server.url, SYNC, { force: true }, { token: admin });
    expect(answer.body).toMatchObject({
      fetched: 0,
      unchanged: 3,
      failed: 0,
      new_articles: 0,
      updated_articles: 0,
    });
    expect(feeds.notModified('/rss')).toBe(1);
    const sources = await call(server.url, SOURCES, {}, { token: admin });
    const wire = sources.body.items.find((source: { name: string }) => source.name === 'Quill Wire');
    expect(wire.health).toMatchObject({
      last_status: 'not_modified',
      not_modified_share: 0.5,
      flagged: false,
    });
    expect(wire.article_count).toBe(2);
  });

  it('updates an article whose content changed', async () => {
    feeds.set(
      '/atom',
      atomFeed('Quill Notes', [
        {
          id: 'urn:mn:1',
          title: 'Memory layers for long-running assistants, revised quillnotes',
          link: 'https://modelnotes.test/memory',
          summary: 'Assistants keep notes between sessions.',
        },
      ]),
    );
    const answer = await call(server.url, SYNC, { force: true }, { token: admin });
    expect(answer.body).toMatchObject({ fetched: 1, unchanged: 2, new_articles: 0, updated_articles: 1 });
    expect((await search({ query: 'quillnotes' })).items[0].title).toContain('revised');
  });

  it('reports each failure with its kind and backs off the failing sources', async () => {
    const bad = {
      '/broken': 'parse_error',
      '/not-a-feed': 'parse_error',
      '/huge': 'too_large',
      '/loop': 'redirect_loop',
      '/slow': 'timeout',
      '/gone': 'not_found',
      '/forbidden': 'forbidden',
      '/limited': 'rate_limited',
    } as const;
    const ids: string[] = [];
    for (const path of Object.keys(bad)) ids.push(await addSource(`Bad ${path}`, path));
    const answer = await call(server.url, SYNC, { source_ids: ids }, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.failed).toBe(8);
    const kinds = Object.fromEntries(
      answer.body.failures.map((failure: { target: string; kind: string }) => [
        new URL(failure.target).pathname,
        failure.kind,
      ]),
    );
    expect(kinds).toEqual(bad);

    // Not due again yet: a plain sync skips them and still fetches the healthy ones.
    const next = await call(server.url, SYNC, {}, { token: admin });
    expect(next.body.skipped).toBeGreaterThanOrEqual(8);
    expect(next.body.failed).toBe(0);
    // …but names them as still failing, with when they are tried again (issue 24 item 7).
    expect(next.body.backing_off).toHaveLength(8);
    expect(next.body.backing_off[0]).toMatchObject({
      kind: expect.any(String),
      next_attempt_at: expect.any(String),
    });
    const sources = await call(server.url, SOURCES, {}, { token: admin });
    const limited = sources.body.items.find((source: { name: string }) => source.name === 'Bad /limited');
    expect(limited.health.last_error_kind).toBe('rate_limited');
    // retry-after: 7200 s is honoured over the 30-minute interval.
    expect(new Date(limited.health.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(110 * 60_000);
    for (const id of ids)
      expect(
        (await call(server.url, '/v2/api/admin/news/sources/remove', { id }, { token: admin })).status,
      ).toBe(200);
  });

  it("keeps syncing past an item dated at the end of JavaScript's date range (year 275760)", async () => {
    feeds.set(
      '/far-future',
      jsonFeed('Far Future', [
        {
          id: 'ff-1',
          title: 'Quillfuture dated 275760',
          url: 'https://future.test/1',
          content_html: '<p>x</p>',
          date: '+275760-09-13T00:00:00.000Z',
        },
        {
          id: 'ff-2',
          title: 'Quillfuture dated normally',
          url: 'https://future.test/2',
          content_html: '<p>y</p>',
        },
      ]),
    );
    const id = await addSource('Far Future', '/far-future');
    const first = await call(server.url, SYNC, { source_ids: [id] }, { token: admin });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ fetched: 1, failed: 0, new_articles: 2 });
    const found = await search({ query: 'quillfuture' });
    expect(found.total).toBe(2);
    for (const item of found.items) expect(Date.parse(item.published_at)).toBeLessThanOrEqual(Date.now());
    const again = await call(server.url, SYNC, { force: true }, { token: admin });
    expect(again.status, again.text).toBe(200);
    expect(again.body.failed).toBe(0);
    await call(server.url, '/v2/api/admin/news/sources/remove', { id }, { token: admin });
  });

  it('runs one sync at a time: a concurrent one is refused with 409', async () => {
    const [first, second] = await Promise.all([
      call(server.url, SYNC, { force: true }, { token: admin }),
      call(server.url, SYNC, { force: true }, { token: admin }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await call(server.url, SYNC, {}, { token: admin })).status).toBe(200);
  });

  it('refuses a second source with the same URL, naming the field', async () => {
    const answer = await call(server.url, ADD, { name: 'Again', url: `${feeds.url}/rss` }, { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.body.error.fields[0].field).toBe('url');
    const bad = await call(server.url, ADD, { name: 'Script', url: 'javascript:alert(1)' }, { token: admin });
    expect(bad.status).toBe(400);
  });
});
