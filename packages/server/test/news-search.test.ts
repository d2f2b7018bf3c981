import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { adminSession } from './support/admin-session';
import { type FeedServer, rssFeed, startFeedServer } from './support/feed-server';
import { call, signIn } from './support/http';

const SEARCH = '/v2/api/ailab/news/search';

// A fixed corpus with an invented word, so demo articles never match. Same expectations on both databases.
const ALPHA = [
  {
    guid: 'a1',
    title: 'Zyntor agents learn tool use',
    link: 'https://alpha.test/a1',
    description: 'A zyntor framework plans tool calls and checks each result.',
    date: '2026-11-20T10:00:00Z',
  },
  {
    guid: 'a2',
    title: 'Open source zyntor toolkit',
    link: 'https://alpha.test/a2',
    description: 'The open source release ships planners, memory and tool use examples.',
    date: '2026-11-18T10:00:00Z',
  },
];
const BETA = [
  {
    guid: 'b1',
    title: 'Crypto zyntor agents again',
    link: 'https://beta.test/b1',
    description: 'Another crypto project claims its zyntor agents trade on their own.',
    date: '2026-11-21T10:00:00Z',
  },
  {
    guid: 'b2',
    title: 'Benchmarks for zyntor planning',
    link: 'https://beta.test/b2',
    description: 'Planning benchmarks compare long context models on multi step tasks.',
    date: '2026-11-15T10:00:00Z',
  },
  {
    guid: 'b3',
    title: 'Quiet week',
    link: 'https://beta.test/b3',
    description: 'Nothing about the topic; a note on gardening and weather.',
    date: '2026-11-10T10:00:00Z',
  },
];

describe.each(testDialects())('news search (%s)', (dialect) => {
  let server: TestServer;
  let feeds: FeedServer;
  let member: string;
  let betaId: string;

  const search = async (body: Record<string, unknown>) => {
    const answer = await call(server.url, SEARCH, body, { token: member });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const guids = async (body: Record<string, unknown>) =>
    (await search(body)).items.map((item: { url: string }) => item.url.split('/').at(-1));

  beforeAll(async () => {
    feeds = await startFeedServer();
    server = await startTestServer({ dialect });
    const admin = await adminSession(server);
    member = await signIn(server.url, 'research@example.com');
    feeds.set('/alpha', rssFeed('Alpha', ALPHA));
    feeds.set('/beta', rssFeed('Beta', BETA));
    const add = (name: string, path: string, tags: string[]) =>
      call(
        server.url,
        '/v2/api/admin/news/sources/add',
        { name, url: `${feeds.url}${path}`, tags },
        { token: admin },
      );
    await add('Alpha Feed', '/alpha', ['alpha']);
    betaId = (await add('Beta Feed', '/beta', ['beta'])).body.id;
    const sync = await call(server.url, '/v2/api/admin/news/sync', {}, { token: admin });
    expect(sync.body.new_articles).toBe(5);
  });
  afterAll(async () => {
    await server?.close();
    await feeds?.close();
  });

  it('ranks by relevance: title and repeated matches first, the id breaking ties', async () => {
    expect(await guids({ query: 'zyntor' })).toEqual(['a1', 'b1', 'b2', 'a2']);
    expect(await guids({ query: 'tool use' })).toEqual(['a1', 'a2']);
  });

  it('matches phrases in order, prefixes and exclusions', async () => {
    expect(await guids({ query: '"source zyntor"' })).toEqual(['a2']);
    expect(await guids({ query: '"zyntor source"' })).toEqual([]);
    // Prefix matches score differently in bm25 and ts_rank, so only the set is the same on both.
    expect((await guids({ query: 'zyntor plan*' })).sort()).toEqual(['a1', 'a2', 'b2']);
    expect(await guids({ query: 'zyntor -crypto' })).toEqual(['a1', 'b2', 'a2']);
    expect(await guids({ query: 'zyntor -"tool use"' })).toEqual(['b1', 'b2']);
  });

  it('filters by source, tag and date range, and sorts by date', async () => {
    expect(await guids({ query: 'zyntor', source_ids: [betaId] })).toEqual(['b1', 'b2']);
    expect(await guids({ query: 'zyntor', tag: 'alpha' })).toEqual(['a1', 'a2']);
    expect(await guids({ query: 'zyntor', since: '2026-11-19T00:00:00Z' })).toEqual(['a1', 'b1']);
    expect(await guids({ query: 'zyntor', until: '2026-11-19T00:00:00Z', sort: 'published' })).toEqual([
      'b2',
      'a2',
    ]);
    expect(await guids({ query: 'zyntor', sort: '-published' })).toEqual(['b1', 'a1', 'a2', 'b2']);
    expect(await guids({ source_ids: [betaId] })).toEqual(['b1', 'b2', 'b3']);
  });

  it('pages with an opaque keyset cursor and refuses a forged one', async () => {
    const first = await search({ query: 'zyntor', limit: 3 });
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    const second = await search({ query: 'zyntor', limit: 3, cursor: first.next_cursor });
    expect(second.items.map((item: { url: string }) => item.url)).toEqual(['https://alpha.test/a2']);
    expect(second.next_cursor).toBeNull();
    const forged = await call(
      server.url,
      SEARCH,
      { query: 'zyntor', cursor: 'bm90LWEtY3Vyc29y' },
      { token: member },
    );
    expect(forged.status).toBe(400);
    const otherSort = await call(
      server.url,
      SEARCH,
      { query: 'zyntor', sort: '-published', cursor: first.next_cursor },
      { token: member },
    );
    expect(otherSort.status).toBe(400);
  });

  it('highlights matches in snippets as plain-text pieces', async () => {
    const [hit] = (await search({ query: 'gardening' })).items;
    const matched = hit.snippet.filter((piece: { match: boolean }) => piece.match);
    expect(matched.map((piece: { text: string }) => piece.text.toLowerCase())).toEqual(['gardening']);
    expect(hit.snippet.map((piece: { text: string }) => piece.text).join('')).toContain('weather');
  });

  it('answers odd input with results or a translated 400 naming the field, never a 500', async () => {
    for (const query of [
      '"',
      '*',
      'NEAR(',
      'OR OR',
      '🤖',
      "'; drop table news_articles; --",
      'title:zyntor',
      '((',
      '^',
    ]) {
      const answer = await call(server.url, SEARCH, { query }, { token: member });
      expect(answer.status, query).toBe(200);
    }
    for (const [query, code] of [
      ['x'.repeat(10_000), 'too_big'],
      ['-crypto', 'search_only_exclusions'],
      [Array.from({ length: 11 }, (_, index) => `w${index}`).join(' '), 'search_too_many_terms'],
    ]) {
      const answer = await call(server.url, SEARCH, { query }, { token: member, language: 'es-MX' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields[0]).toMatchObject({ field: 'query', code });
      expect(answer.body.error.message).toContain('Búsqueda');
    }
    const none = await search({ query: 'nonexistentwordqq' });
    expect(none).toMatchObject({ items: [], total: 0, next_cursor: null });
  });
});
