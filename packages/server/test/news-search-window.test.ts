import { parseSearchQuery } from '@ailab/core/search/parse-search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneratedNews } from '../src/features/news/news-demo.seeder';
import { SEARCH_WINDOW, searchArticleIds } from '../src/features/news/news-search.repository';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

const SEARCH = '/v2/api/ailab/news/search';

describe.each(testDialects())('news search over a very common word (%s)', (dialect) => {
  let server: TestServer;
  let member: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: true });
    // More articles than the window: every generated body says "will follow up as more results come in".
    await insertGeneratedNews(server.server.ctx.db, {
      count: SEARCH_WINDOW + 200,
      now: new Date('2026-11-23T00:00:00Z'),
      seed: 3,
      label: 'window',
    });
    member = await signIn(server.url, 'research@example.com');
  });
  afterAll(() => server?.close());

  const search = async (body: Record<string, unknown>) => {
    const answer = await call(server.url, SEARCH, body, { token: member });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  it('ranks only the newest matches when a word is everywhere, and says so', async () => {
    const common = await search({ query: 'results', limit: 5 });
    expect(common.capped).toBe(true);
    expect(common.total).toBeGreaterThan(0);
    expect(common.total).toBeLessThanOrEqual(SEARCH_WINDOW);
    expect(common.items).toHaveLength(5);
    // Every page of a capped search still pages to its end without repeats.
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; next_cursor: string | null } = await search({
        query: 'results',
        limit: 100,
        ...(cursor ? { cursor } : {}),
      });
      for (const item of page.items) seen.add(item.id);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.size).toBe(common.total);
  });

  it('searches everything, exactly, when fewer articles match than the window', async () => {
    const rare = await search({ query: 'negotiation' });
    expect(rare.capped).toBe(false);
    const all = await search({ query: 'negotiation', limit: 100 });
    expect(all.total).toBe(rare.total);
    expect(all.total).toBeLessThan(SEARCH_WINDOW);
    expect(all.items[0].snippet.some((piece: { match: boolean }) => piece.match)).toBe(true);
  });

  it('finds the same window whatever span PostgreSQL starts its search from', async () => {
    const db = server.server.ctx.db;
    for (const text of ['results', 'negotiation', 'results -negotiation', 'no-such-word-anywhere']) {
      const parsed = parseSearchQuery(text);
      if (!parsed.ok) throw new Error(text);
      const { query } = parsed;
      const ask = (firstSpan: number | undefined, cursor?: string) =>
        searchArticleIds(db, dialect, {
          query,
          filters: {},
          sort: 'relevance',
          limit: 50,
          cursor,
          firstSpan,
        });
      const [narrow, wide] = [await ask(7), await ask(1_000_000)];
      expect({ ...narrow, items: narrow.items.map((item) => item.id) }, text).toEqual({
        ...wide,
        items: wide.items.map((item) => item.id),
      });
      if (narrow.next_cursor)
        expect((await ask(7, narrow.next_cursor)).items).toEqual(
          (await ask(1_000_000, wide.next_cursor ?? '')).items,
        );
    }
  });
});
