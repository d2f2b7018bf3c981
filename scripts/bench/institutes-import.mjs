// The roster import at scale (issue 20): `ailab institute roster import` (the built CLI as a child process, in
// batches of the bulk pattern) of 5,000 new learners into an institute of 50 teams, against the compiled server
// (its own process, as `npm start` runs it). For each database (SQLite always; PostgreSQL too when TEST_DATABASE_URL
// is set) it measures in the same run the baseline `ailab user import` of 5,000 new accounts with the learner role
// (the same account + invitation per row, no membership): rows/s of each and the roster's ratio to the baseline.
// The roster file is imported twice (the second run must be all unchanged); a third file is imported by a run killed
// half-way and then re-run: every learner a member once and one invitation each.
// Usage: node scripts/bench/institutes-import.mjs [--quick] [--rows N] [--sqlite-only]
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { adminToken, runCli, settledOutbox, startCompiledServer } from './support/cli-import-runs.mjs';
import { postJson, root } from './support/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const ROWS = option('--rows', args.includes('--quick') ? 1_000 : 5_000);
const TEAMS = 50;
const dialects = [
  'sqlite',
  ...(process.env.TEST_DATABASE_URL && !args.includes('--sqlite-only') ? ['postgres'] : []),
];

const { startTestServer, createFreshPostgresDatabase } = await tsImport(
  '@ailab/server/testing',
  import.meta.url,
);
if (!existsSync(join(root, 'packages/cli/dist/ailab.cjs')))
  throw new Error('build the CLI first: npm run build -w packages/cli');

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
  'Kenji',
  'Emma',
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
  'Ramos',
  'Ito',
];

function writeFile(dir, name, header, line) {
  const lines = [header];
  for (let i = 0; i < ROWS; i += 1) lines.push(line(i));
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const person = (prefix, i) =>
  `${prefix}${i}@import.example,${FIRST[i % FIRST.length]},${LAST[i % LAST.length]}`;
const rosterFile = (dir, name, prefix) =>
  writeFile(
    dir,
    name,
    'email,first_name,last_name,team',
    (i) => `${person(prefix, i)},Team ${(i % TEAMS) + 1}`,
  );

async function summaryOf(run, what) {
  if (run.code !== 0) throw new Error(`${what} failed (${run.code}): ${run.stderr.slice(0, 500)}`);
  return JSON.parse(run.stdout).summary;
}

async function measure(url, db, token, dir) {
  const env = { AILAB_SERVER: url, AILAB_TOKEN: token, HOME: dir };
  const institute = await postJson(
    `${url}/v2/api/admin/edu/institute/add`,
    { name: 'Bench University', slug: 'bench-university', kind: 'university' },
    token,
  );
  for (let team = 1; team <= TEAMS; team += 1)
    await postJson(
      `${url}/v2/api/admin/edu/institute/manage`,
      { institute_id: institute.id, action: 'team_create', name: `Team ${team}` },
      token,
    );
  const usersFile = writeFile(
    dir,
    'users.csv',
    'email,first name,last name,roles,language',
    (i) => `${person('base', i)},1,es-MX`,
  );
  const baseline = await runCli(['user', 'import', usersFile, '--yes', '--json'], env);
  const baselineSummary = await summaryOf(baseline, 'user import');
  const file = rosterFile(dir, 'roster.csv', 'learner');
  const roster = ['institute', 'roster', 'import', 'bench-university'];
  const first = await runCli([...roster, file, '--yes', '--json'], env);
  const firstSummary = await summaryOf(first, 'roster import');
  const second = await runCli([...roster, file, '--yes', '--json'], env);
  const secondSummary = await summaryOf(second, 'roster re-run');

  // A run killed half-way, then run again: every learner a member once, one invitation each.
  const crashFile = rosterFile(dir, 'crash.csv', 'crash');
  const killed = await runCli([...roster, crashFile, '--yes', '--json'], env, Math.round(first.ms * 0.5));
  const members = async (history) =>
    Number(
      (
        await db
          .selectFrom('institute_members')
          .innerJoin('users', 'users.id', 'institute_members.user_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('users.email', 'like', 'crash%@import.example')
          .$if(!history, (query) => query.where('institute_members.until_at', 'is', null))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const afterKill = await members(false);
  const rerun = await runCli([...roster, crashFile, '--yes', '--json'], env);
  const rerunSummary = await summaryOf(rerun, 'roster re-run after the kill');
  const outbox = join(dir, 'outbox');
  await settledOutbox(outbox);
  const invites = new Map();
  for (const name of existsSync(outbox) ? readdirSync(outbox) : []) {
    let to = '';
    try {
      to = JSON.stringify(JSON.parse(readFileSync(join(outbox, name), 'utf8')).to ?? '');
    } catch {
      continue;
    }
    const match = /crash\d+@import\.example/.exec(to);
    if (match) invites.set(match[0], (invites.get(match[0]) ?? 0) + 1);
  }
  return {
    baseline: { ms: baseline.ms, summary: baselineSummary },
    first: { ms: first.ms, summary: firstSummary },
    second: { ms: second.ms, summary: secondSummary },
    crash: {
      killedCode: killed.code,
      afterKill,
      rerun: rerunSummary,
      members: await members(false),
      stays: await members(true),
      invited: invites.size,
      duplicates: [...invites.values()].filter((count) => count > 1).length,
    },
  };
}

for (const dialect of dialects) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-roster-'));
  const postgres = dialect === 'postgres' ? await createFreshPostgresDatabase() : undefined;
  // The in-process server migrates and creates the administrator; the bench counts through its connection.
  const seeder = await startTestServer({ dataDir, seedDemo: false, databaseUrl: postgres?.url });
  let compiled;
  try {
    compiled = await startCompiledServer(dataDir, postgres?.url);
    const token = await adminToken(compiled.url, {
      email: seeder.adminEmail,
      password: seeder.adminPassword,
    });
    const result = await measure(compiled.url, seeder.server.ctx.db, token, dataDir);
    const rate = (ms) => Math.round(ROWS / (ms / 1000));
    const line = (name, run) =>
      `${dialect.padEnd(8)} ${name.padEnd(22)} ${(run.ms / 1000).toFixed(1).padStart(6)} s ${String(rate(run.ms)).padStart(6)} rows/s ${JSON.stringify(run.summary)}`;
    console.log(line('user import (base)', result.baseline));
    console.log(line('roster import', result.first));
    console.log(line('roster re-run', result.second));
    console.log(
      `${dialect.padEnd(8)} ratio roster/baseline rows/s ${(result.baseline.ms / result.first.ms).toFixed(2)}x; re-run ${(result.baseline.ms / result.second.ms).toFixed(2)}x`,
    );
    const { crash } = result;
    console.log(
      `${dialect.padEnd(8)} killed half-way (exit ${crash.killedCode}): ${crash.afterKill} members before the kill; re-run ${JSON.stringify(crash.rerun)}: ${crash.members} members, ${crash.stays} stays, ${crash.invited} invited, ${crash.duplicates} invited twice`,
    );
  } finally {
    await compiled?.proc.stop();
    await seeder.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
