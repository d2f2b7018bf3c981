// Matching under load: 10,000 active pitches and 1,000 investors on a real server; ranking investors for
// a founder's pitch (`ailab/investor_list` with `for_pitch`) and active pitches for an investor
// (`ailab/investor/pitches`), both with their reasons, against a bare Fastify route answering the same
// JSON, in the same run. Requests alternate so machine noise hits both alike; p50/p99 and their ratio.
// Pitches for an investor are measured on their first page, a filtered page and a second (keyset) page.
// Usage: node scripts/bench/startups.mjs [--quick] [--requests N]
//        (--postgres with TEST_DATABASE_URL=postgres://… for a fresh PostgreSQL database, or DATABASE_URL=…;
//        --both: SQLite, then PostgreSQL on TEST_DATABASE_URL's server, one after the other)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
if (args.includes('--both')) {
  const rest = args.filter((arg) => arg !== '--both' && arg !== '--postgres');
  const script = new URL(import.meta.url).pathname;
  for (const extra of [[], ['--postgres']])
    execFileSync(process.execPath, [script, ...rest, ...extra], { stdio: 'inherit' });
  process.exit(0);
}
const quick = args.includes('--quick');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const PITCHES = quick ? 1_000 : 10_000;
const INVESTORS = quick ? 100 : 1_000;
const REQUESTS = option('--requests', quick ? 200 : 1_000);

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { newUserRow } = await tsImport('../../packages/server/src/identity/new-user-row.ts', import.meta.url);
const { issueToken } = await tsImport('../../packages/server/src/identity/bearer-tokens.ts', import.meta.url);
const { refreshPitchMatches } = await tsImport(
  '../../packages/server/src/features/startups/investors/pitch-matches.repository.ts',
  import.meta.url,
);
const { default: Fastify } = await import('fastify');

const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-startups-'));
const server = await startTestServer({
  dataDir,
  seedDemo: false,
  validateResponses: false,
  // --postgres: a fresh database on TEST_DATABASE_URL's server; DATABASE_URL: that database as it is.
  ...(args.includes('--postgres')
    ? { dialect: 'postgres' }
    : process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL }
      : {}),
});
const { ctx } = server.server;
const { db } = ctx;

const STAGES = ['idea', 'pre_seed', 'seed', 'series_a', 'later'];
const SECTORS = ['fintech', 'health', 'climate', 'education', 'logistics', 'agritech', 'retail', 'mobility'];
const COUNTRIES = ['MX', 'US', 'CO', 'BR', 'AR', 'CL', 'ES', 'JP'];
const CURRENCIES = ['USD', 'USD', 'USD', 'MXN'];

const seedStart = performance.now();
const stamp = new Date().toISOString();
const user = (id, n, kind) =>
  newUserRow(stamp, {
    id,
    email: `${kind}${n}@bench.example`,
    first_name: 'Bench',
    last_name: `${kind} ${n}`,
    user_name: `bench_${kind}_${n}`,
    role_label: kind,
    email_verified: 1,
  });
const founderId = randomUUID();
const investorIds = [];
const startupIds = [];
let firstPitch = '';
await db.transaction().execute(async (trx) => {
  await trx
    .insertInto('users')
    .values(user(founderId, 0, 'founder'))
    .execute();
  await trx.insertInto('user_roles').values({ user_id: founderId, role: 3, granted_at: stamp }).execute();
  let users = [];
  let roles = [];
  let profiles = [];
  const flushInvestors = async () => {
    if (users.length) await trx.insertInto('users').values(users).execute();
    if (roles.length) await trx.insertInto('user_roles').values(roles).execute();
    if (profiles.length) await trx.insertInto('investor_profiles').values(profiles).execute();
    users = [];
    roles = [];
    profiles = [];
  };
  for (let i = 0; i < INVESTORS; i += 1) {
    const id = randomUUID();
    investorIds.push(id);
    users.push(user(id, i, 'investor'));
    roles.push({ user_id: id, role: 4, granted_at: stamp });
    const chequeMin = 25_000 * (1 + (i % 8));
    profiles.push({
      user_id: id,
      firm: `Fund ${String(i).padStart(4, '0')}`,
      thesis: `We back ${SECTORS[i % SECTORS.length]} founders early.`,
      stages: JSON.stringify([STAGES[i % 5], STAGES[(i + 1) % 5]]),
      sectors: JSON.stringify([SECTORS[i % 8], SECTORS[(i * 3 + 1) % 8]]),
      geographies: JSON.stringify(i % 10 === 0 ? ['global'] : [COUNTRIES[i % 8], COUNTRIES[(i + 3) % 8]]),
      portfolio_links: '[]',
      cheque_min: chequeMin,
      cheque_max: chequeMin * 4,
      currency: CURRENCIES[i % 4],
      open_to_intros: 1,
      count_views: 1,
      created_at: stamp,
      updated_at: stamp,
    });
    if (users.length === 200) await flushInvestors();
  }
  await flushInvestors();

  let startups = [];
  let industries = [];
  let pitches = [];
  let fields = [];
  const flush = async () => {
    if (startups.length) await trx.insertInto('startups').values(startups).execute();
    if (industries.length) await trx.insertInto('startup_industries').values(industries).execute();
    if (pitches.length) await trx.insertInto('pitches').values(pitches).execute();
    if (fields.length) await trx.insertInto('pitch_fields').values(fields).execute();
    startups = [];
    industries = [];
    pitches = [];
    fields = [];
  };
  for (let i = 0; i < PITCHES; i += 1) {
    const startupId = randomUUID();
    startupIds.push(startupId);
    const pitchId = randomUUID();
    if (i === 0) firstPitch = pitchId;
    startups.push({
      id: startupId,
      slug: `bench-startup-${i}`,
      name: `Bench Startup ${i}`,
      one_liner: `We make ${SECTORS[i % 8]} simpler.`,
      description: '',
      website: null,
      logo_path: null,
      logo_media_id: null,
      stage: STAGES[i % 5],
      country: COUNTRIES[(i * 7) % 8],
      founded_on: null,
      team_size: 3,
      status: 'active',
      listed_on_fundraising: i % 3 === 0 ? 1 : 0,
      owner_id: founderId,
      created_at: stamp,
      updated_at: stamp,
    });
    industries.push({ startup_id: startupId, industry_slug: SECTORS[i % 8] });
    if (i % 2 === 0) industries.push({ startup_id: startupId, industry_slug: SECTORS[(i + 5) % 8] });
    pitches.push({
      id: pitchId,
      startup_id: startupId,
      title: `Round ${i}`,
      audience: 'investors',
      status: 'active',
      created_by: founderId,
      activated_at: new Date(Date.now() - i * 60_000).toISOString(),
      created_at: stamp,
      updated_at: stamp,
    });
    const amount = 100_000 * (1 + (i % 20));
    const currency = CURRENCIES[i % 4];
    fields.push({
      id: randomUUID(),
      pitch_id: pitchId,
      kind: 'amount_raising',
      label: 'Amount raising',
      value_type: 'money',
      value: JSON.stringify({ type: 'money', amount, currency }),
      amount,
      currency,
      position: 0,
      image_path: null,
      image_media_id: null,
      created_at: stamp,
      updated_at: stamp,
    });
    if (startups.length === 200) await flush();
  }
  await flush();
  // The match rows the services write with each change, made here for the rows written directly.
  await refreshPitchMatches(trx, startupIds);
});
// The founder is on the first startup's team: rankings for its pitch are theirs to see.
const firstStartup = await db
  .selectFrom('pitches')
  .select('startup_id')
  .where('id', '=', firstPitch)
  .executeTakeFirst();
await db
  .insertInto('startup_members')
  .values({ startup_id: firstStartup.startup_id, user_id: founderId, role: 'owner', joined_at: stamp })
  .onConflict((oc) => oc.columns(['startup_id', 'user_id']).doNothing())
  .execute();
await db
  .insertInto('startup_modules')
  .values({ startup_id: firstStartup.startup_id, module: 'investor_access', enabled_at: stamp })
  .onConflict((oc) => oc.columns(['startup_id', 'module']).doNothing())
  .execute();
const seedMs = performance.now() - seedStart;

const founderToken = (await issueToken(ctx, founderId, { kind: 'session', name: 'bench', days: 1 })).secret;
const investorTokens = [];
for (const id of investorIds.slice(0, 20))
  investorTokens.push((await issueToken(ctx, id, { kind: 'session', name: 'bench', days: 1 })).secret);

const cases = [
  {
    name: 'investors for a pitch',
    url: `${server.url}/v1/api/ailab/investor_list`,
    body: () => JSON.stringify({ for_pitch: firstPitch, limit: 20 }),
    token: () => founderToken,
  },
  {
    name: 'pitches for an investor',
    url: `${server.url}/v1/api/ailab/investor/pitches`,
    body: () => JSON.stringify({ limit: 20 }),
    token: (i) => investorTokens[i % investorTokens.length],
  },
  {
    name: '  filtered (stage+sector)',
    url: `${server.url}/v1/api/ailab/investor/pitches`,
    body: () => JSON.stringify({ limit: 20, stage: 'seed', sector: 'climate' }),
    token: (i) => investorTokens[i % investorTokens.length],
  },
];
// The second page of the first investor's list: its keyset cursor, valid for every investor's ranking.
{
  const first = await fetch(cases[1].url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${investorTokens[0]}` },
    body: cases[1].body(),
  });
  const cursor = (await first.json()).next_cursor;
  cases.push({
    name: '  second page',
    url: cases[1].url,
    body: () => JSON.stringify({ limit: 20, cursor }),
    token: (i) => investorTokens[i % investorTokens.length],
  });
}
const bares = [];
const bare = Fastify();
for (const [index, item] of cases.entries()) {
  const response = await fetch(item.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${item.token(0)}` },
    body: item.body(),
  });
  const sample = await response.text();
  if (response.status !== 200) throw new Error(`${item.name} answered ${response.status}: ${sample}`);
  const parsed = JSON.parse(sample);
  if (!parsed.items?.length || !parsed.items[0].match?.reasons?.length)
    throw new Error(`${item.name} answered no ranked items with reasons`);
  bare.post(`/bare/${index}`, async (_request, reply) => reply.type('application/json').send(sample));
}
await bare.listen({ port: 0, host: '127.0.0.1' });
for (const index of cases.keys()) bares.push(`http://127.0.0.1:${bare.server.address().port}/bare/${index}`);

const times = cases.map(() => ({ real: [], bare: [] }));
async function hit(caseIndex, kind, i) {
  const item = cases[caseIndex];
  const url = kind === 'real' ? item.url : bares[caseIndex];
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${item.token(i)}` },
    body: item.body(i),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${item.name} (${kind}) answered ${response.status}`);
  times[caseIndex][kind].push(performance.now() - start);
}
for (let i = 0; i < 30; i += 1)
  for (const index of cases.keys()) await Promise.all([hit(index, 'real', i), hit(index, 'bare', i)]);
for (const entry of times) {
  entry.real.length = 0;
  entry.bare.length = 0;
}
for (let i = 0; i < REQUESTS; i += 1)
  for (const index of cases.keys()) await hit(index, i % 2 === 0 ? 'real' : 'bare', Math.floor(i / 2));
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
  `${ctx.dialect}: ${PITCHES} active pitches, ${INVESTORS} investors (seeded in ${(seedMs / 1000).toFixed(1)} s); ${REQUESTS} requests per case, one at a time, alternating with bare Fastify`,
);
for (const [index, item] of cases.entries()) {
  const { real, bare: base } = times[index];
  console.log(`${item.name.padEnd(24)} ${stats(real)}`);
  console.log(`${'  bare Fastify'.padEnd(24)} ${stats(base)}`);
  console.log(
    `${'  ratio'.padEnd(24)} p50 ${(quantile(real, 0.5) / quantile(base, 0.5)).toFixed(2)}x   p99 ${(quantile(real, 0.99) / quantile(base, 0.99)).toFixed(2)}x`,
  );
}
