// Administration at scale: `admin/all_users` search and role filter on 100,000 users, and the CLI import of 10,000 rows.
// For each database (SQLite always; PostgreSQL too when TEST_DATABASE_URL is set) it seeds 100,000 users straight into
// the database, then starts the compiled server as `npm start` runs it (its own process, NODE_ENV=production, JSON
// request logs) on that database and alternates requests between its `all_users` and the bare Fastify baseline
// (scripts/bench/support/bare-fastify.mjs, its own process) so machine noise hits both alike: p50/p99 and their ratio,
// and the slowest request body of each kind.
// Then `ailab user import` (the built CLI as a child process) imports 10,000 new users twice: rows/s, and the second run
// must be all unchanged. A third file is imported by a run killed half-way and then re-run: exactly 10,000 accounts and one
// invitation each. Usage: node scripts/bench/admin-users.mjs [--quick] [--requests N] [--sqlite-only|--postgres-only] [--skip-import]
// [--skip-list] [--keep] (keeps the SQLite data directory and the PostgreSQL database for a look at query plans)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { adminToken, runCli, settledOutbox, startCompiledServer } from './support/cli-import-runs.mjs';
import { freePort, root, startProcess, waitFor200 } from './support/processes.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const USERS = quick ? 10_000 : 100_000;
const IMPORT_ROWS = quick ? 2_000 : 10_000;
const REQUESTS = option('--requests', quick ? 600 : 3_000);
const dialects = [
  ...(args.includes('--postgres-only') ? [] : ['sqlite']),
  ...(process.env.TEST_DATABASE_URL && !args.includes('--sqlite-only') ? ['postgres'] : []),
];

const { startTestServer, createFreshPostgresDatabase } = await tsImport(
  '@ailab/server/testing',
  import.meta.url,
);
const { userSearchText } = await tsImport(
  '../../packages/server/src/identity/user-search-text.ts',
  import.meta.url,
);
if (!existsSync(join(root, 'packages/cli/dist/ailab.cjs'))) {
  await new Promise((done) =>
    spawn(process.execPath, [join(root, 'packages/cli/scripts/build.mjs')], { stdio: 'inherit' }).on(
      'close',
      done,
    ),
  );
}

const FIRST = [
  'María',
  'José',
  'Ana',
  'Luis',
  'Yuki',
  'Haruto',
  'Sofía',
  'Mateo',
  'Aiko',
  'Carmen',
  'Diego',
  'Emma',
  'Kenji',
  'Lucía',
  'Noah',
  'Olivia',
];
const LAST = [
  'García',
  'Sato',
  'Martínez',
  'Suzuki',
  'López',
  'Takahashi',
  'Hernández',
  'Tanaka',
  'Smith',
  'Ramos',
  'Ito',
  'Nakamura',
  'Torres',
  'Kobayashi',
  'Flores',
  'Brown',
];
const ROLE_MIX = [[1], [3], [4], [5], [6], [8], [10], [1, 8], [3, 4], [5, 10], [98], [1, 3]];

async function seedUsers(db) {
  const start = performance.now();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    let users = [];
    let roles = [];
    const flush = async () => {
      if (users.length) await trx.insertInto('users').values(users).execute();
      if (roles.length) await trx.insertInto('user_roles').values(roles).execute();
      users = [];
      roles = [];
    };
    for (let i = 0; i < USERS; i += 1) {
      const id = randomUUID();
      const stamp = new Date(now - i * 90_000).toISOString();
      const first = FIRST[i % FIRST.length];
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
      const held = i % 997 === 0 ? [99] : ROLE_MIX[i % ROLE_MIX.length];
      users.push({
        id,
        email: `user${i}@bench.example`,
        password_hash: null,
        first_name: first,
        last_name: last,
        user_name: `user${i}`,
        photo_path: null,
        role_label: '',
        functions: '[]',
        area_code: '',
        group_id: null,
        language: ['en-US', 'es-MX', 'ja-JP'][i % 3],
        email_verified: i % 10 === 0 ? 0 : 1,
        must_change_password: 0,
        preferences: '{}',
        last_login_at: i % 4 === 0 ? null : stamp,
        created_at: stamp,
        updated_at: stamp,
        disabled_at: i % 50 === 0 ? stamp : null,
        search_text: userSearchText({
          first_name: first,
          last_name: last,
          user_name: `user${i}`,
          email: `user${i}@bench.example`,
        }),
      });
      for (const role of held) roles.push({ user_id: id, role, granted_at: stamp });
      if (users.length === 250) await flush();
    }
    await flush();
  });
  return performance.now() - start;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function measureList(url, token, bareUrl) {
  const list = `${url}/v2/api/admin/all_users`;
  const searches = [
    'ma',
    'mar',
    'maría',
    'sato',
    'garcía',
    'user12',
    'user4567',
    'yuki ta',
    'user99999@',
    'zz',
  ];
  const roleFilters = [
    { role: 1 },
    { role: 10 },
    { role: 98 },
    { role: 99 },
    { role: 5, sort: 'email' },
    { role: 4, disabled: false },
  ];
  const targets = {
    search: { url: list, bodies: searches.map((query) => ({ query })) },
    role: { url: list, bodies: roleFilters },
    bare: { url: bareUrl, bodies: [{}] },
  };
  const times = { search: [], role: [], bare: [] };
  const byBody = { search: new Map(), role: new Map(), bare: new Map() };
  const hit = async (name, i) => {
    const target = targets[name];
    const start = performance.now();
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(target.bodies[i % target.bodies.length]),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
    const took = performance.now() - start;
    times[name].push(took);
    const key = JSON.stringify(target.bodies[i % target.bodies.length]);
    byBody[name].set(key, [...(byBody[name].get(key) ?? []), took]);
  };
  for (let i = 0; i < 60; i += 1) for (const name of Object.keys(times)) await hit(name, i); // warm-up
  for (const name of Object.keys(times)) {
    times[name].length = 0;
    byBody[name].clear();
  }
  for (let i = 0; i < REQUESTS; i += 1) await hit(['search', 'role', 'bare'][i % 3], Math.floor(i / 3));
  return { times, byBody };
}

function importFile(dir, name, prefix) {
  const lines = ['email,first name,last name,roles,language'];
  for (let i = 0; i < IMPORT_ROWS; i += 1)
    lines.push(
      `${prefix}${i}@import.example,${FIRST[i % FIRST.length]},${LAST[i % LAST.length]},${ROLE_MIX[i % 8].join(' ')},es-MX`,
    );
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function measureImport(url, db, token, dir) {
  const env = { AILAB_SERVER: url, AILAB_TOKEN: token, HOME: dir };
  // 10,000 new users on top of 100,000: 9 % of the accounts, under the large-change bar; --yes as a script would.
  const file = importFile(dir, 'import.csv', 'imp');
  const first = await runCli(['user', 'import', file, '--yes', '--json'], env);
  if (first.code !== 0) throw new Error(`import failed (${first.code}): ${first.stderr.slice(0, 500)}`);
  const second = await runCli(['user', 'import', file, '--yes', '--json'], env);
  const firstSummary = JSON.parse(first.stdout).summary;
  const secondSummary = JSON.parse(second.stdout).summary;

  // A run killed half-way, then run again: every row exactly once, one invitation each.
  const crashFile = importFile(dir, 'crash.csv', 'crash');
  const killed = await runCli(
    ['user', 'import', crashFile, '--yes', '--json'],
    env,
    Math.round(first.ms * 0.6),
  );
  const countCrash = async () =>
    Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', 'like', 'crash%@import.example')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const afterKill = await countCrash();
  const rerun = await runCli(['user', 'import', crashFile, '--yes', '--json'], env);
  const afterRerun = await countCrash();
  const outbox = join(dir, 'outbox');
  await settledOutbox(outbox);
  const invites = new Map();
  for (const name of existsSync(outbox) ? readdirSync(outbox) : []) {
    const to = JSON.stringify(JSON.parse(readFileSync(join(outbox, name), 'utf8')).to ?? '');
    const match = /crash\d+@import\.example/.exec(to);
    if (match) invites.set(match[0], (invites.get(match[0]) ?? 0) + 1);
  }
  return {
    first: { ms: first.ms, summary: firstSummary },
    second: { ms: second.ms, summary: secondSummary },
    crash: {
      killedCode: killed.code,
      afterKill,
      rerunCode: rerun.code,
      afterRerun,
      invited: invites.size,
      duplicates: [...invites.values()].filter((count) => count > 1).length,
    },
  };
}

const port = await freePort();
const bare = startProcess(process.execPath, [join(root, 'scripts/bench/support/bare-fastify.mjs')], {
  PORT: String(port),
});
const bareUrl = `http://127.0.0.1:${port}/ping`;
await waitFor200(bareUrl, process.hrtime.bigint());

try {
  for (const dialect of dialects) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-admin-'));
    const postgres = dialect === 'postgres' ? await createFreshPostgresDatabase() : undefined;
    // The in-process server migrates and creates the administrator; the bench seeds through its connection.
    const seeder = await startTestServer({ dataDir, seedDemo: false, databaseUrl: postgres?.url });
    let compiled;
    try {
      const { db } = seeder.server.ctx;
      const seedMs = await seedUsers(db);
      if (dialect === 'postgres')
        await db
          .executeQuery({ sql: 'VACUUM ANALYZE', parameters: [], query: { kind: 'RawNode' } })
          .catch(() => undefined);
      compiled = await startCompiledServer(dataDir, postgres?.url);
      const token = await adminToken(compiled.url, {
        email: seeder.adminEmail,
        password: seeder.adminPassword,
      });
      const measured = args.includes('--skip-list') ? null : await measureList(compiled.url, token, bareUrl);
      const times = measured?.times;
      const line = (name) =>
        `${name.padEnd(7)} p50 ${quantile(times[name], 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(times[name], 0.99).toFixed(2).padStart(7)} ms`;
      console.log(`${dialect}: ${USERS} users seeded in ${(seedMs / 1000).toFixed(1)} s`);
      if (times) {
        console.log(`${REQUESTS} requests alternating search / role filter / bare Fastify (compiled server)`);
        for (const name of ['search', 'role', 'bare']) console.log(line(name));
        for (const name of ['search', 'role'])
          console.log(
            `ratio ${name.padEnd(6)} p50 ${(quantile(times[name], 0.5) / quantile(times.bare, 0.5)).toFixed(2)}x   p99 ${(quantile(times[name], 0.99) / quantile(times.bare, 0.99)).toFixed(2)}x`,
          );
        for (const name of ['search', 'role']) {
          const [body, slowest] = [...measured.byBody[name]].sort(
            (a, b) => quantile(b[1], 0.99) - quantile(a[1], 0.99),
          )[0];
          console.log(
            `slowest ${name.padEnd(6)} ${body}: p50 ${quantile(slowest, 0.5).toFixed(2)} ms, p99 ${quantile(slowest, 0.99).toFixed(2)} ms`,
          );
        }
      }
      if (!args.includes('--skip-import')) {
        const result = await measureImport(compiled.url, db, token, dataDir);
        const rate = (ms) => Math.round(IMPORT_ROWS / (ms / 1000));
        console.log(
          `import  ${IMPORT_ROWS} rows: first run ${(result.first.ms / 1000).toFixed(1)} s (${rate(result.first.ms)} rows/s) ${JSON.stringify(result.first.summary)}`,
        );
        console.log(
          `import  second run ${(result.second.ms / 1000).toFixed(1)} s (${rate(result.second.ms)} rows/s) ${JSON.stringify(result.second.summary)}`,
        );
        console.log(
          `import  killed half-way: ${result.crash.afterKill} created before the kill; re-run exit ${result.crash.rerunCode}: ${result.crash.afterRerun} accounts, ${result.crash.invited} invited, ${result.crash.duplicates} invited twice`,
        );
      }
    } finally {
      await compiled?.proc.stop();
      await seeder.close();
      if (args.includes('--keep') && postgres) console.log(`kept ${postgres.url}`);
      else await postgres?.drop();
      if (args.includes('--keep') && dialect === 'sqlite') console.log(`kept ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await bare.stop();
}
