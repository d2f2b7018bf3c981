// The home's "news for your interests": `ailab/news/for_me` on a real server over many articles, against a
// bare Fastify route answering the same JSON, in the same run (requests alternate, so noise hits both alike).
// One reader shaped twice: interests that match often (sign-up interest "research", a source tag), then
// interests that match no article (a followed industry no news is tagged with): the worst case, where the
// matched read walks every article before the newest fill in.
// Usage: node scripts/bench/news-for-me.mjs [--quick] [--articles N] [--requests N] [--dialect sqlite|postgres|both]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { postJson } from './support/processes.mjs';
import { fmt, quantile, timedPost } from './support/timed-post.mjs';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    articles: { type: 'string' },
    requests: { type: 'string' },
    dialect: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'both' : 'sqlite' },
  },
});
const ARTICLES = Number(values.articles ?? (values.quick ? 10_000 : 100_000));
const REQUESTS = Number(values.requests ?? (values.quick ? 200 : 1_000));
const dialects = values.dialect === 'both' ? ['sqlite', 'postgres'] : [values.dialect];

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { insertGeneratedNews } = await tsImport('@ailab/server/demo-news', import.meta.url);
const { default: Fastify } = await import('fastify');

/** Sets the reader's sign-up interests, and makes them follow a new industry no article is tagged with. */
async function shapeReader(db, email, interests, followNothingTagged) {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ preferences: JSON.stringify({ interests, newsletter: false, language: 'en-US' }) })
    .where('id', '=', user.id)
    .execute();
  if (!followNothingTagged) return;
  const now = new Date().toISOString();
  const groupId = randomUUID();
  const industryId = randomUUID();
  await db
    .insertInto('industry_groups')
    .values({
      id: groupId,
      slug: 'bench-group',
      name: 'Bench',
      description: '',
      position: 99,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('industries')
    .values({
      id: industryId,
      group_id: groupId,
      slug: 'kelp-farming',
      name: 'Kelp farming',
      summary: '',
      position: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('industry_follows')
    .values({ user_id: user.id, industry_id: industryId, created_at: now })
    .execute();
}

async function benchDialect(dialect) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-for-me-'));
  const server = await startTestServer({ dialect, dataDir });
  try {
    const db = server.server.ctx.db;
    await insertGeneratedNews(db, {
      count: ARTICLES,
      now: new Date(),
      seed: 7,
      days: 365,
      label: 'bench',
      batchSize: 500,
    });
    const login = (email) =>
      postJson(`${server.url}/v2/api/user/login`, { email, password: 'demo-password-1' });
    const { token } = await login('research@example.com');
    const url = `${server.url}/v2/api/ailab/news/for_me`;
    const bare = Fastify();
    let sample = '{}';
    bare.post('/bare', async (_request, reply) => reply.type('application/json').send(sample));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;
    const times = { often: [], never: [], bare: [] };
    // One reader, shaped twice: interests that match often, then interests that match nothing.
    for (const [reader, interests, follow] of [
      ['often', ['research'], false],
      ['never', [], true],
    ]) {
      await shapeReader(db, 'research@example.com', interests, follow);
      sample = (await timedPost(url, '{}', token)).text;
      for (let i = 0; i < 10; i += 1) {
        await timedPost(url, '{}', token);
        await timedPost(bareUrl, '{}');
      }
      for (let i = 0; i < REQUESTS / 2; i += 1) {
        times[reader].push((await timedPost(url, '{}', token)).ms);
        times.bare.push((await timedPost(bareUrl, '{}')).ms);
      }
    }
    await bare.close();
    console.log(
      `${dialect}: ${ARTICLES.toLocaleString('en-US')} articles; ${REQUESTS} requests, alternating with bare Fastify`,
    );
    for (const name of ['often', 'never', 'bare'])
      console.log(
        `  ${name.padEnd(6)} p50 ${fmt(quantile(times[name], 0.5))}   p99 ${fmt(quantile(times[name], 0.99))}`,
      );
    for (const name of ['often', 'never'])
      console.log(
        `  ratio ${name.padEnd(6)} p50 ${(quantile(times[name], 0.5) / quantile(times.bare, 0.5)).toFixed(2)}x   p99 ${(quantile(times[name], 0.99) / quantile(times.bare, 0.99)).toFixed(2)}x`,
      );
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const dialect of dialects) await benchDialect(dialect);
