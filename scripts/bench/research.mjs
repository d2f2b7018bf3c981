// Public research under load: `open/market-research/all` (with and without a search query, with an
// industry filter) and `open/market-research` (one report's page data) on a real server holding 10,000
// published reports, against a bare Fastify route answering the same JSON, in the same run. Requests
// alternate so machine noise hits all alike; p50/p99 and their ratio to bare Fastify.
// Usage: node scripts/bench/research.mjs [--quick] [--requests N]
//        (DATABASE_URL=postgres://… to run on PostgreSQL instead of SQLite)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const REPORTS = quick ? 1_000 : 10_000;
const REQUESTS = option('--requests', quick ? 500 : 4_000);

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { default: Fastify } = await import('fastify');

const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-research-'));
const server = await startTestServer({
  dataDir,
  seedDemo: false,
  validateResponses: false,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
const { db } = server.server.ctx;

const seedStart = performance.now();
const author = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
const stamp = new Date().toISOString();
const groupId = randomUUID();
const words = [
  'agents',
  'retrieval',
  'fraud',
  'claims',
  'imaging',
  'forecasting',
  'grid',
  'farming',
  'payments',
  'robots',
];
const industryIds = [randomUUID(), randomUUID(), randomUUID()];
await db.transaction().execute(async (trx) => {
  await trx
    .insertInto('industry_groups')
    .values({ id: groupId, slug: 'bench', name: 'Bench', description: '', position: 0, created_at: stamp })
    .execute();
  await trx
    .insertInto('industries')
    .values(
      industryIds.map((id, i) => ({
        id,
        group_id: groupId,
        slug: `bench-${i}`,
        name: `Bench ${i}`,
        summary: '',
        position: i,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
  let items = [];
  let revisions = [];
  let links = [];
  const flush = async () => {
    if (items.length) await trx.insertInto('research_items').values(items).execute();
    if (revisions.length) await trx.insertInto('research_revisions').values(revisions).execute();
    if (links.length) await trx.insertInto('research_industries').values(links).execute();
    items = [];
    revisions = [];
    links = [];
  };
  for (let i = 0; i < REPORTS; i += 1) {
    const id = randomUUID();
    const title = `Report on ${words[i % 10]} and ${words[(i * 7) % 10]} number ${i}`;
    const summary = `What ${words[(i * 3) % 10]} means for ${words[(i * 5) % 10]}.`;
    const body =
      `Findings about ${words[i % 10]}, ${words[(i * 3) % 10]} and ${words[(i * 9) % 10]}. `.repeat(20);
    const published = new Date(Date.now() - i * 60_000).toISOString();
    items.push({
      id,
      slug: `bench-report-${i}`,
      author_id: author.id,
      state: 'published',
      version: 1,
      required_approvals: 1,
      approved_revision: 1,
      published_revision: 1,
      publish_at: null,
      published_at: published,
      cover_path: null,
      pub_title: title,
      pub_summary: summary,
      pub_body: body,
      created_at: published,
      updated_at: published,
    });
    revisions.push({
      research_id: id,
      number: 1,
      author_id: author.id,
      created_at: published,
      content: JSON.stringify({
        title,
        summary,
        sections: [{ key: 'findings', title: 'Findings', body }],
        industries: [`bench-${i % 3}`],
        tags: [],
        sources: [],
      }),
    });
    links.push({ research_id: id, industry_id: industryIds[i % 3] });
    if (items.length === 200) await flush();
  }
  await flush();
});
// Autovacuum analyzes the tables after a bulk load like this one; do it now rather than race it.
if (server.server.ctx.dialect === 'postgres')
  await sql`analyze research_items, research_industries, research_tags, industries`.execute(db);
const seedMs = performance.now() - seedStart;

const post = (url, body) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const listUrl = `${server.url}/v2/api/open/market-research/all`;
const sample = await (await post(listUrl, '{}')).text();
const bare = Fastify();
bare.post('/bare', async (_request, reply) => reply.type('application/json').send(sample));
await bare.listen({ port: 0, host: '127.0.0.1' });

const targets = {
  list: { url: listUrl, bodies: ['{}', JSON.stringify({ industry: 'bench-1' })] },
  search: {
    url: listUrl,
    bodies: [
      JSON.stringify({ query: 'fraud' }),
      JSON.stringify({ query: 'grid forecasting' }),
      JSON.stringify({ query: 'pay*' }),
    ],
  },
  report: {
    url: `${server.url}/v2/api/open/market-research`,
    bodies: [
      JSON.stringify({ slug: 'bench-report-42' }),
      JSON.stringify({ slug: `bench-report-${REPORTS - 1}` }),
    ],
  },
  bare: { url: `http://127.0.0.1:${bare.server.address().port}/bare`, bodies: ['{}'] },
};
const names = Object.keys(targets);
const times = Object.fromEntries(names.map((name) => [name, []]));
async function hit(name, i) {
  const target = targets[name];
  const start = performance.now();
  const response = await post(target.url, target.bodies[i % target.bodies.length]);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
  times[name].push(performance.now() - start);
}
for (let i = 0; i < 40; i += 1) for (const name of names) await hit(name, i);
for (const name of names) times[name].length = 0;
for (let i = 0; i < REQUESTS; i += 1) await hit(names[i % names.length], Math.floor(i / names.length));
await bare.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
console.log(
  `${server.server.ctx.dialect}: ${REPORTS} published reports (seeded in ${(seedMs / 1000).toFixed(1)} s); ${REQUESTS} requests, alternating`,
);
for (const name of names)
  console.log(
    `${name.padEnd(8)} p50 ${quantile(times[name], 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(times[name], 0.99).toFixed(2).padStart(7)} ms   ratio p99 ${(quantile(times[name], 0.99) / quantile(times.bare, 0.99)).toFixed(2)}x`,
  );
