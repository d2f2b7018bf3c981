import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

const SEARCH = '/v2/api/ailab/news/search';

describe.each(testDialects())('news search by author (%s)', (dialect) => {
  let server: TestServer;
  let member: string;
  const urls = async (query: string) => {
    const answer = await call(server.url, SEARCH, { query }, { token: member });
    expect(answer.status, answer.text).toBe(200);
    return (answer.body as { items: { url: string }[] }).items.map((item) => item.url);
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    member = await signIn(server.url, 'research@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  it("finds an article by its author's name, also after the author changes", async () => {
    const { db } = server.server.ctx;
    const article = await db
      .selectFrom('news_articles')
      .select(['id', 'url'])
      // Search lists a story's primary article only; the demo has echoes of some stories, and ids are random.
      .where('is_primary', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('news_articles')
      .set({ author: 'Quillon Varga' })
      .where('id', '=', article.id)
      .execute();
    expect(await urls('varga')).toEqual([article.url]);
    expect(await urls('quillon varga')).toEqual([article.url]);
    await db
      .updateTable('news_articles')
      .set({ author: 'Odalys Brenner' })
      .where('id', '=', article.id)
      .execute();
    expect(await urls('varga')).toEqual([]);
    expect(await urls('brenner')).toEqual([article.url]);
  });
});
