// News search over 100,000 articles: `ailab/news/search` on a real server (SQLite, then PostgreSQL),
// against a bare Fastify route answering the same JSON, in the same run. Requests alternate between
// the two so machine noise hits both alike; p50/p99 and their ratio. Then a pathological query (a word
// in nearly every article, no filters) alone, and how long a user-like query waits while it runs.
// Usage: node scripts/bench/news-search.mjs [--quick] [--articles N] [--requests N] [--dialect sqlite|postgres|both]
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
const REQUESTS = Number(values.requests ?? (values.quick ? 300 : 2_000));
const dialects = values.dialect === 'both' ? ['sqlite', 'postgres'] : [values.dialect];
const GOAL_P99_MS = 20;

// User-like queries: one to three words, a phrase, a prefix, an exclusion, with and without filters.
const USER_QUERIES = [
  { query: 'sandbox' },
  { query: 'negotiation' },
  { query: 'screenshots' },
  { query: 'legal assistant' },
  { query: 'warehouse robot fleet' },
  { query: '"prompt-injection risks"' },
  { query: '"long-horizon benchmark"' },
  { query: 'tutor*' },
  { query: 'harn*' },
  { query: 'dashboard -latency' },
  { query: 'memory layer', sort: '-published' },
  { query: 'sandbox', tag: 'safety' },
  { query: 'quantum teleportation' },
];
// A word in nearly every article, no filters: what the time cap is for.
const PATHOLOGICAL = { query: 'the' };

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { insertGeneratedNews } = await tsImport('@ailab/server/demo-news', import.meta.url);
const { default: Fastify } = await import('fastify');

/** `ANALYZE news_articles` as a compiled query for the server's own Kysely instance. */
function analyzeNews() {
  return {
    sql: 'analyze news_articles',
    parameters: [],
    query: { kind: 'RawNode', sqlFragments: ['analyze news_articles'], parameters: [] },
  };
}

async function benchDialect(dialect) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-news-'));
  const server = await startTestServer({ dialect, dataDir });
  try {
    const seedStart = performance.now();
    await insertGeneratedNews(server.server.ctx.db, {
      count: ARTICLES,
      now: new Date(),
      seed: 7,
      days: 365,
      label: 'bench',
      batchSize: 500,
    });
    // Autovacuum analyzes a table after a bulk load like this one; do it now rather than race it.
    if (dialect === 'postgres') await server.server.ctx.db.executeQuery(analyzeNews());
    const seedMs = performance.now() - seedStart;
    const { token } = await postJson(`${server.url}/v2/api/user/login`, {
      email: 'research@example.com',
      password: 'demo-password-1',
    });
    const searchUrl = `${server.url}/v2/api/ailab/news/search`;
    const bodies = USER_QUERIES.map((body) => JSON.stringify(body));
    // The baseline: bare Fastify answering a typical search answer as static JSON.
    const sample = (await timedPost(searchUrl, bodies[0], token)).text;
    const bare = Fastify();
    bare.post('/bare', async (_request, reply) => reply.type('application/json').send(sample));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

    const times = { search: [], bare: [] };
    const perQuery = new Map(USER_QUERIES.map((query) => [JSON.stringify(query), []]));
    for (let i = 0; i < 3 * bodies.length; i += 1) {
      await timedPost(searchUrl, bodies[i % bodies.length], token);
      await timedPost(bareUrl, '{}');
    }
    for (let i = 0; i < REQUESTS; i += 1) {
      const body = bodies[Math.floor(i / 2) % bodies.length];
      if (i % 2 === 0) {
        const { ms } = await timedPost(searchUrl, body, token);
        times.search.push(ms);
        perQuery.get(body).push(ms);
      } else times.bare.push((await timedPost(bareUrl, '{}')).ms);
    }

    // The pathological query alone, then a user-like query sent while it runs.
    const pathological = [];
    const waiting = [];
    const patho = JSON.stringify(PATHOLOGICAL);
    let lastAnswer;
    for (let i = 0; i < (values.quick ? 5 : 15); i += 1) {
      const result = await timedPost(searchUrl, patho, token);
      pathological.push(result.ms);
      lastAnswer = JSON.parse(result.text);
      const [, during] = await Promise.all([
        timedPost(searchUrl, patho, token),
        new Promise((resolve) => setTimeout(resolve, 2)).then(() =>
          timedPost(searchUrl, bodies[i % bodies.length], token),
        ),
      ]);
      waiting.push(during.ms);
    }
    await bare.close();

    console.log(
      `${dialect}: ${ARTICLES.toLocaleString('en-US')} articles (+300 demo, written in ${(seedMs / 1000).toFixed(1)} s); ${REQUESTS} requests, one at a time, alternating`,
    );
    console.log(
      `  search   p50 ${fmt(quantile(times.search, 0.5))}   p99 ${fmt(quantile(times.search, 0.99))}   (goal p99 ≤ ${GOAL_P99_MS} ms)`,
    );
    console.log(`  bare     p50 ${fmt(quantile(times.bare, 0.5))}   p99 ${fmt(quantile(times.bare, 0.99))}`);
    console.log(
      `  ratio    p50 ${(quantile(times.search, 0.5) / quantile(times.bare, 0.5)).toFixed(2)}x     p99 ${(quantile(times.search, 0.99) / quantile(times.bare, 0.99)).toFixed(2)}x`,
    );
    for (const [body, list] of perQuery)
      console.log(`    ${body.padEnd(48)} p50 ${fmt(quantile(list, 0.5))}   max ${fmt(Math.max(...list))}`);
    console.log(
      `  pathological ${patho}: p50 ${fmt(quantile(pathological, 0.5))}   max ${fmt(Math.max(...pathological))}   total answered ${lastAnswer.total}${lastAnswer.total_capped ? ' (capped)' : ''}`,
    );
    console.log(
      `  a user-like query sent during it: p50 ${fmt(quantile(waiting, 0.5))}   max ${fmt(Math.max(...waiting))}`,
    );
    return { dialect, p99: quantile(times.search, 0.99) };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const dialect of dialects) await benchDialect(dialect);
