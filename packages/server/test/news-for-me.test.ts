import { randomUUID } from 'node:crypto';
import { ROLE } from '@ailab/core/roles/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { makePerson } from './support/startups';

const FOR_ME = '/v2/api/ailab/news/for_me';

interface Item {
  id: string;
  matched: boolean;
}

describe.each(testDialects())('news for the member’s interests (%s)', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.server.ctx.db;
  const forMe = async (token: string, limit = 3) => {
    const answer = await call(server.url, FOR_ME, { limit }, { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { interests: string[]; items: Item[] };
  };
  const newestIds = async (count: number, offset = 0) =>
    (
      await db()
        .selectFrom('news_articles')
        .select('id')
        .where('is_primary', '=', 1)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(count)
        .execute()
    ).map((row) => row.id);
  /** Tags an older article (past the newest ten) with these tags; answers its id. */
  const tagOld = async (offset: number, tags: string[]) => {
    const [id] = await newestIds(1, 10 + offset);
    if (!id) throw new Error('the test server has too few articles');
    await db()
      .updateTable('news_articles')
      .set({ tags: JSON.stringify(tags) })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it('falls back to the newest when the profile knows no interests', async () => {
    const member = await makePerson(server, [ROLE.research], 'plain-reader');
    const answer = await forMe(member.token);
    expect(answer.interests).toEqual([]);
    expect(answer.items.map((item) => item.id)).toEqual(await newestIds(3));
    expect(answer.items.every((item) => !item.matched)).toBe(true);
  });

  it('puts articles of followed industries and sign-up interests first, then the newest, once each', async () => {
    const run = randomUUID().slice(0, 6);
    const reader = await makePerson(server, [ROLE.research], 'reader');
    const other = await makePerson(server, [ROLE.research], 'other-reader');
    const now = new Date().toISOString();
    const groupId = randomUUID();
    const industryId = randomUUID();
    const slug = `kelp-farming-${run}`;
    await db()
      .insertInto('industry_groups')
      .values({
        id: groupId,
        slug: `marine-${run}`,
        name: 'Marine',
        description: '',
        position: 99,
        created_at: now,
      })
      .execute();
    await db()
      .insertInto('industries')
      .values({
        id: industryId,
        group_id: groupId,
        slug,
        name: 'Kelp farming',
        summary: '',
        position: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('industry_follows')
      .values({ user_id: reader.id, industry_id: industryId, created_at: now })
      .execute();
    await db()
      .updateTable('users')
      .set({
        preferences: JSON.stringify({
          interests: ['internships', 'ai_news'],
          newsletter: false,
          language: 'en-US',
        }),
      })
      .where('id', '=', reader.id)
      .execute();
    const byIndustry = await tagOld(0, ['kelp']);
    const byInterest = await tagOld(1, ['internships', 'tools']);

    const answer = await forMe(reader.token);
    expect(answer.interests).toEqual(expect.arrayContaining([slug, 'kelp', 'farming', 'internships']));
    expect(answer.interests).not.toContain('ai_news');
    const ids = answer.items.map((item) => item.id);
    // The matched ones, newest first, then the newest of the rest.
    expect(ids.slice(0, 2)).toEqual([byIndustry, byInterest]);
    expect(answer.items.slice(0, 2).every((item) => item.matched)).toBe(true);
    expect(ids[2]).toBe((await newestIds(1))[0]);
    expect(answer.items[2]?.matched).toBe(false);
    // A limit the matches fill alone.
    expect((await forMe(reader.token, 1)).items.map((item) => item.id)).toEqual([byIndustry]);
    // Someone else's interests are theirs: the other reader gets the newest.
    expect((await forMe(other.token)).items.map((item) => item.id)).toEqual(await newestIds(3));
  });

  it('is for holders of the news role only', async () => {
    const learner = await makePerson(server, [ROLE.learner], 'no-news');
    expect((await call(server.url, FOR_ME, {}, { token: learner.token })).status).toBe(403);
  });
});
