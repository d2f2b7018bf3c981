import { randomUUID } from 'node:crypto';
import { REPORT_SEARCH_WINDOW } from '@ailab/core/research/search-window';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';

const LIST = '/v2/api/open/market-research/all';
const REPORTS = REPORT_SEARCH_WINDOW + 50;
/** Every 35th report also says "quasar", is in the window industry and carries the tag `orbit`. */
const isRare = (i: number) => i % 35 === 0;
const RARE = Math.ceil(REPORTS / 35);

/** Published reports written straight into the database (the flow is tested elsewhere), one minute apart. */
async function insertReports(server: TestServer) {
  const { db } = server.server.ctx;
  const author = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const groupId = randomUUID();
  const industryId = randomUUID();
  const stamp = '2026-11-01T00:00:00.000Z';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('industry_groups')
      .values({
        id: groupId,
        slug: 'window',
        name: 'Window',
        description: '',
        position: 9,
        created_at: stamp,
      })
      .execute();
    await trx
      .insertInto('industries')
      .values({
        id: industryId,
        group_id: groupId,
        slug: 'window-industry',
        name: 'Window industry',
        summary: '',
        position: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    for (let start = 0; start < REPORTS; start += 200) {
      const rows = Array.from({ length: Math.min(200, REPORTS - start) }, (_, offset) => {
        const i = start + offset;
        const at = new Date(Date.parse(stamp) + i * 60_000).toISOString();
        const body = `Zephyr routing notes ${i}.${isRare(i) ? ' A quasar appears.' : ''}`;
        return { id: randomUUID(), i, at, body };
      });
      await trx
        .insertInto('research_items')
        .values(
          rows.map(({ id, i, at, body }) => ({
            id,
            slug: `window-report-${i}`,
            author_id: author.id,
            state: 'published',
            version: 1,
            required_approvals: 1,
            approved_revision: 1,
            published_revision: 1,
            publish_at: null,
            published_at: at,
            cover_path: null,
            pub_title: `Window report ${i}`,
            pub_summary: 'A report of the search window test.',
            pub_body: body,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const rare = rows.filter(({ i }) => isRare(i));
      if (rare.length > 0) {
        await trx
          .insertInto('research_industries')
          .values(rare.map(({ id }) => ({ research_id: id, industry_id: industryId })))
          .execute();
        await trx
          .insertInto('research_tags')
          .values(rare.map(({ id }) => ({ research_id: id, tag: 'orbit' })))
          .execute();
      }
    }
  });
}

describe.each(testDialects())('research search over a very common word (%s)', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: false });
    await insertReports(server);
  });
  afterAll(() => server?.close());

  const list = async (body: Record<string, unknown>) => {
    const answer = await call(server.url, LIST, body);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  it('ranks and counts only the most recently written matches when a word is everywhere, and says so', async () => {
    const common = await list({ query: 'zephyr', limit: 5 });
    expect(common.capped).toBe(true);
    expect(common.total).toBe(REPORT_SEARCH_WINDOW);
    expect(common.items).toHaveLength(5);
    expect(common.items[0].snippet.some((piece: { match: boolean }) => piece.match)).toBe(true);
    // Every page of a capped search pages to its end without repeats, within the window only.
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { items: { slug: string }[]; next_cursor: string | null } = await list({
        query: 'zephyr',
        limit: 100,
        ...(cursor ? { cursor } : {}),
      });
      for (const item of page.items) seen.add(item.slug);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.size).toBe(REPORT_SEARCH_WINDOW);
    // The window holds the newest written: the 50 oldest reports are outside it.
    expect(seen.has(`window-report-${REPORTS - 1}`)).toBe(true);
    expect(seen.has('window-report-0')).toBe(false);
  });

  it('searches and filters everything, exactly, below the window', async () => {
    const rare = await list({ query: 'quasar', limit: 100 });
    expect(rare.capped).toBe(false);
    expect(rare.total).toBe(RARE);
    expect(rare.items).toHaveLength(RARE);
    const all = await list({ limit: 3 });
    expect(all.capped).toBe(false);
    expect(all.total).toBe(REPORTS);
    expect(all.items.map((item: { slug: string }) => item.slug)).toEqual([
      `window-report-${REPORTS - 1}`,
      `window-report-${REPORTS - 2}`,
      `window-report-${REPORTS - 3}`,
    ]);
    const newestRare = Math.floor((REPORTS - 1) / 35) * 35;
    for (const filter of [{ industry: 'window-industry' }, { tag: 'orbit' }]) {
      const filtered = await list({ ...filter, limit: 2 });
      expect(filtered.total, JSON.stringify(filter)).toBe(RARE);
      expect(filtered.items.map((item: { slug: string }) => item.slug)).toEqual([
        `window-report-${newestRare}`,
        `window-report-${newestRare - 35}`,
      ]);
      const second = await list({ ...filter, limit: 2, cursor: filtered.next_cursor });
      expect(second.items[0].slug).toBe(`window-report-${newestRare - 70}`);
    }
    const both = await list({ query: 'zephyr', industry: 'window-industry', limit: 100 });
    // The window is searched first, then filtered: the rare reports among the 50 oldest are outside it.
    const rareInWindow = Array.from({ length: REPORT_SEARCH_WINDOW }, (_, k) => REPORTS - 1 - k).filter(
      isRare,
    );
    expect(both.capped).toBe(true);
    expect(both.total).toBe(rareInWindow.length);
  });
});
