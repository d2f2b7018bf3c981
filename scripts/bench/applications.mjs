// The review queue under load: `admin/applications/list` on a real server holding 5,000 applications with
// 3 reviews each, with filters and the score sort, against a bare Fastify route answering the same JSON, in
// the same run. Requests alternate so machine noise hits both alike; p50/p99 and their ratio.
// Usage: node scripts/bench/applications.mjs [--quick] [--requests N]
//        (DATABASE_URL=postgres://… to run on PostgreSQL instead of SQLite)
import { randomUUID } from 'node:crypto';
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
const APPLICATIONS = quick ? 500 : 5_000;
const REQUESTS = option('--requests', quick ? 300 : 3_000);

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { newUserRow } = await tsImport('../../packages/server/src/identity/new-user-row.ts', import.meta.url);
const { STANDARD_CATEGORIES, STANDARD_QUESTIONS, STANDARD_TEMPLATES } = await tsImport(
  '../../packages/server/src/features/applications/demo-programme.ts',
  import.meta.url,
);
const { default: Fastify } = await import('fastify');

const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-applications-'));
const server = await startTestServer({
  dataDir,
  seedDemo: false,
  validateResponses: false,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
const { db } = server.server.ctx;
const post = async (path, body, token) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
};
const first = await post('/v2/api/user/login', { email: server.adminEmail, password: server.adminPassword });
const { token } = await post(
  '/v2/api/user/update_default_password',
  { current_password: server.adminPassword, new_password: 'Bench-admin-password-1' },
  first.token,
);

const seedStart = performance.now();
const now = new Date();
const stamp = now.toISOString();
const reviewers = [];
for (let n = 0; n < 3; n += 1) {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values(
      newUserRow(stamp, {
        id,
        email: `reviewer${n}@bench.example`,
        first_name: 'Bench',
        last_name: `Reviewer ${n}`,
        user_name: `bench_reviewer_${n}`,
        role_label: 'applicationsAdmin',
        email_verified: 1,
      }),
    )
    .execute();
  reviewers.push(id);
}
const programmes = ['bench-spring', 'bench-autumn'].map((slug) => ({ id: randomUUID(), slug }));
const states = ['submitted', 'in_review', 'shortlisted', 'interview', 'accepted', 'rejected', 'waitlisted'];
const words = ['farm', 'clinic', 'ledger', 'grid', 'port', 'tutor', 'water', 'care', 'shift', 'lingo'];
await db.transaction().execute(async (trx) => {
  for (const programme of programmes)
    await trx
      .insertInto('application_programmes')
      .values({
        id: programme.id,
        slug: programme.slug,
        title: programme.slug,
        description: '',
        opens_at: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
        closes_at: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        time_zone: 'UTC',
        questions: JSON.stringify(STANDARD_QUESTIONS),
        categories: JSON.stringify(STANDARD_CATEGORIES),
        templates: JSON.stringify(STANDARD_TEMPLATES),
        reviews_wanted: 3,
        phase: 'discussion',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  let apps = [];
  let reviews = [];
  let assigned = [];
  const flush = async () => {
    if (apps.length) await trx.insertInto('applications').values(apps).execute();
    if (assigned.length) await trx.insertInto('application_reviewers').values(assigned).execute();
    if (reviews.length) await trx.insertInto('application_reviews').values(reviews).execute();
    apps = [];
    reviews = [];
    assigned = [];
  };
  for (let i = 0; i < APPLICATIONS; i += 1) {
    const id = randomUUID();
    const totals = reviewers.map((_, n) => 1 + ((i * (n + 3)) % 40) / 10);
    apps.push({
      id,
      programme_id: programmes[i % 2].id,
      user_id: null,
      email: `founder${i}@bench.example`,
      name: `Founder ${i}`,
      title: `${words[i % words.length]} ${i}`,
      language: 'en-US',
      state: states[i % states.length],
      version: 1,
      answers: JSON.stringify({
        problem: `Problem ${i}`,
        solution: `Solution ${i}`,
        stage: 'idea',
        team_size: 2,
      }),
      team: '[]',
      industries: '[]',
      tags: JSON.stringify(i % 5 === 0 ? ['strong-team'] : []),
      score: totals.reduce((a, b) => a + b, 0) / totals.length,
      reviews_count: 3,
      resume_token_hash: null,
      submitted_at: new Date(now.getTime() - i * 60_000).toISOString(),
      decided_at: null,
      created_at: stamp,
      updated_at: stamp,
    });
    for (const [n, reviewer] of reviewers.entries()) {
      assigned.push({ application_id: id, reviewer_id: reviewer, assigned_at: stamp });
      reviews.push({
        id: randomUUID(),
        application_id: id,
        reviewer_id: reviewer,
        scores: JSON.stringify({ problem: 3, novelty: 3, team: 3 }),
        total: totals[n],
        comment: '',
        created_at: stamp,
        updated_at: stamp,
      });
    }
    if (apps.length === 100) await flush();
  }
  await flush();
});
const seedMs = performance.now() - seedStart;

const listUrl = `${server.url}/v2/api/admin/applications/list`;
const bodies = [
  { programme: 'bench-spring', sort: '-score' },
  { programme: 'bench-autumn', state: 'in_review', sort: '-submitted_at' },
  { min_score: 2, max_score: 4, sort: '-score' },
  { tag: 'strong-team', sort: 'name' },
  { reviewer: 'reviewer1@bench.example', sort: '-score' },
  { needs_my_review: true },
].map((body) => JSON.stringify(body));
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const sample = await (await fetch(listUrl, { method: 'POST', headers, body: bodies[0] })).text();
const bare = Fastify();
bare.post('/bare', async (_request, reply) => reply.type('application/json').send(sample));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

const times = { queue: [], bare: [] };
const byBody = bodies.map(() => []);
async function hit(name, i) {
  const url = name === 'queue' ? listUrl : bareUrl;
  const body = bodies[i % bodies.length];
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
  const elapsed = performance.now() - start;
  times[name].push(elapsed);
  if (name === 'queue') byBody[i % bodies.length].push(elapsed);
}
for (let i = 0; i < 60; i += 1) await Promise.all([hit('queue', i), hit('bare', i)]);
for (const name of Object.keys(times)) times[name].length = 0;
for (const list of byBody) list.length = 0;
for (let i = 0; i < REQUESTS; i += 1) await hit(i % 2 === 0 ? 'queue' : 'bare', Math.floor(i / 2));
await bare.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const stats = (values) =>
  `p50 ${quantile(values, 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(values, 0.99).toFixed(2).padStart(7)} ms`;
console.log(
  `${server.server.ctx.dialect}: ${APPLICATIONS} applications × 3 reviews (seeded in ${(seedMs / 1000).toFixed(1)} s); ${REQUESTS} requests, one at a time, alternating`,
);
console.log(`queue    ${stats(times.queue)}`);
for (const [index, body] of bodies.entries()) console.log(`  ${body.padEnd(60)} ${stats(byBody[index])}`);
console.log(`bare     ${stats(times.bare)}`);
console.log(
  `ratio    p50 ${(quantile(times.queue, 0.5) / quantile(times.bare, 0.5)).toFixed(2)}x   p99 ${(quantile(times.queue, 0.99) / quantile(times.bare, 0.99)).toFixed(2)}x`,
);
