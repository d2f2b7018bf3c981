// AI maturity assessment under load: `open/maturity/result` (a submitted assessment with its industry and size
// band average over many assessments) and `open/maturity/questionnaire`, on a real server holding 20,000 submitted
// assessments, against a bare Fastify route answering the same JSON, in the same run. Requests alternate so machine
// noise hits all alike; p50/p99 and their ratio to bare Fastify.
// Usage: node scripts/bench/maturity.mjs [--quick] [--requests N]
//        (DATABASE_URL=postgres://… to run on PostgreSQL instead of SQLite)
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const ASSESSMENTS = quick ? 2_000 : 20_000;
const REQUESTS = option('--requests', quick ? 600 : 3_000);

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { default: Fastify } = await import('fastify');

const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-maturity-'));
const server = await startTestServer({
  dataDir,
  seedDemo: false,
  validateResponses: false,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
const { db } = server.server.ctx;
const industries = ['software', 'retail', 'healthcare', 'energy', 'media', 'education'];
const bands = ['1-10', '11-50', '51-250', '251-1000', '1000-plus'];
const dimensions = ['strategy', 'data', 'people', 'technology', 'governance'];
const tokens = [];
const seedStart = performance.now();
await db.transaction().execute(async (trx) => {
  let rows = [];
  let scores = [];
  const flush = async () => {
    if (rows.length) await trx.insertInto('maturity_assessments').values(rows).execute();
    if (scores.length) await trx.insertInto('maturity_dimension_scores').values(scores).execute();
    rows = [];
    scores = [];
  };
  for (let i = 0; i < ASSESSMENTS; i += 1) {
    const id = randomUUID();
    const token = `ailab_mat_bench${String(i).padStart(24, '0')}`;
    if (i % 100 === 0) tokens.push(token);
    const stamp = new Date(Date.now() - i * 60_000).toISOString();
    const overall = (i * 37) % 101;
    rows.push({
      id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      user_id: null,
      state: 'submitted',
      version: '2026-11',
      answers: '{}',
      industry: industries[i % industries.length],
      size_band: bands[i % bands.length],
      overall_score: overall,
      overall_level: Math.min(5, Math.floor(overall / 20) + 1),
      created_at: stamp,
      updated_at: stamp,
      submitted_at: stamp,
    });
    for (const [d, dimension] of dimensions.entries()) {
      const score = (overall + d * 13) % 101;
      scores.push({ assessment_id: id, dimension, score, level: Math.min(5, Math.floor(score / 20) + 1) });
    }
    if (rows.length === 100) await flush();
  }
  await flush();
  // The running totals the submitting transaction keeps, per group and dimension (and overall).
  const totals = new Map();
  for (let i = 0; i < ASSESSMENTS; i += 1) {
    const overall = (i * 37) % 101;
    const group = [industries[i % industries.length], bands[i % bands.length]];
    const entries = [['overall', overall], ...dimensions.map((d, n) => [d, (overall + n * 13) % 101])];
    for (const [dimension, score] of entries) {
      const key = [...group, dimension].join('|');
      const total = totals.get(key) ?? {
        industry: group[0],
        size_band: group[1],
        dimension,
        count: 0,
        total: 0,
      };
      total.count += 1;
      total.total += score;
      totals.set(key, total);
    }
  }
  await trx
    .insertInto('maturity_group_scores')
    .values([...totals.values()])
    .execute();
});
const seedMs = performance.now() - seedStart;

const post = (url, body) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const sample = await (
  await post(`${server.url}/v2/api/open/maturity/result`, JSON.stringify({ token: tokens[0] }))
).text();
const bare = Fastify();
bare.post('/bare', async (_request, reply) => reply.type('application/json').send(sample));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

const targets = {
  result: {
    url: `${server.url}/v2/api/open/maturity/result`,
    bodies: tokens.map((token) => JSON.stringify({ token })),
  },
  questionnaire: { url: `${server.url}/v2/api/open/maturity/questionnaire`, bodies: ['{}'] },
  bare: { url: bareUrl, bodies: ['{}'] },
};
const times = { result: [], questionnaire: [], bare: [] };
async function hit(name, i) {
  const target = targets[name];
  const start = performance.now();
  const response = await post(target.url, target.bodies[i % target.bodies.length]);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
  times[name].push(performance.now() - start);
}
const names = Object.keys(times);
for (let i = 0; i < 50; i += 1) for (const name of names) await hit(name, i); // warm-up
for (const name of names) times[name].length = 0;
for (let i = 0; i < REQUESTS; i += 1) await hit(names[i % names.length], Math.floor(i / names.length));
await bare.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const line = (name) =>
  `${name.padEnd(14)} p50 ${quantile(times[name], 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(times[name], 0.99).toFixed(2).padStart(7)} ms   ratio p50 ${(quantile(times[name], 0.5) / quantile(times.bare, 0.5)).toFixed(2)}x p99 ${(quantile(times[name], 0.99) / quantile(times.bare, 0.99)).toFixed(2)}x`;
console.log(
  `${server.server.ctx.dialect}: ${ASSESSMENTS} submitted assessments (seeded in ${(seedMs / 1000).toFixed(1)} s, about ${Math.round(ASSESSMENTS / 30)} per industry and size band); ${REQUESTS} requests, one at a time, alternating`,
);
for (const name of names) console.log(line(name));
