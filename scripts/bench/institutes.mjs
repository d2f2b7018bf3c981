// Institutes under load: a supervisor's `supervisor/edu/institute/team` (a 100-learner team with its
// progress in 10 assigned courses) and the institute progress extra narrowed to one team, on the real
// server (its own process) holding one institute of 5,000 learners in 50 teams with 10 assigned
// courses (50,000 enrolments, study rows for half of them), against the bare Fastify baseline process
// in the same run. Requests alternate between the targets; prints p50/p99 and p99 ratios to bare.
// Usage: node scripts/bench/institutes.mjs [--quick] [--requests N]
//        (DATABASE_URL=postgres://…/an_empty_database to run on PostgreSQL instead of SQLite)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { freePort, postJson, root, startProcess, waitFor200 } from './support/processes.mjs';
import { PING_PATH, startRealServer } from './support/real-server.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const TEAMS = 50;
const PER_TEAM = quick ? 20 : 100;
const COURSES = 10;
const UNITS = 10;
const REQUESTS = option('--requests', quick ? 400 : 2_000);
const SUPERVISOR = { email: 'supervisor@example.com', password: 'demo-password-1' };

const barePort = await freePort();
const bare = startProcess(process.execPath, [join(root, 'scripts/bench/support/bare-fastify.mjs')], {
  PORT: String(barePort),
});
const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-institutes-'));
let real;
let handle;
try {
  await waitFor200(`http://127.0.0.1:${barePort}/ping`, process.hrtime.bigint());
  real = await startRealServer({ dataDir });
  const { openDatabase } = await tsImport('@ailab/server/database', import.meta.url);
  handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const { db } = handle;
  const seedStart = performance.now();
  const stamp = new Date().toISOString();
  const daysAgo = (d) => new Date(Date.now() - d * 86_400_000).toISOString();
  const supervisor = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', SUPERVISOR.email)
    .executeTakeFirstOrThrow();
  const instituteId = randomUUID();
  const teamIds = Array.from({ length: TEAMS }, () => randomUUID());
  await db.transaction().execute(async (trx) => {
    const insert = async (table, rows, size = 200) => {
      for (let i = 0; i < rows.length; i += size)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + size))
          .execute();
    };
    const courseIds = Array.from({ length: COURSES }, () => randomUUID());
    await insert(
      'courses',
      courseIds.map((id, c) => ({
        id,
        slug: `bench-inst-course-${c}`,
        title: `Bench course ${c}`,
        summary: 'A course.',
        description: 'Text.',
        cover_url: null,
        level: 'beginner',
        tags: '[]',
        language: 'en-US',
        estimated_minutes: 60,
        state: 'published',
        enrolment_open: 1,
        capacity: null,
        enrolled_count: 0,
        completed_count: 0,
        unit_count: UNITS,
        rating_sum: 0,
        rating_count: 0,
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      })),
    );
    const units = courseIds.flatMap((courseId) =>
      Array.from({ length: UNITS }, (_, u) => ({
        id: randomUUID(),
        course_id: courseId,
        slug: `unit-${u + 1}`,
        position: u + 1,
        title: `Unit ${u + 1}`,
        content: 'Text.',
        estimated_minutes: 5,
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    await insert('course_units', units);
    await trx
      .insertInto('institutes')
      .values({
        id: instituteId,
        slug: 'bench-institute',
        name: 'Bench Institute',
        kind: 'university',
        country: null,
        time_zone: 'UTC',
        website: null,
        logo_url: null,
        email_domains: '[]',
        status: 'active',
        archived_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await insert(
      'institute_teams',
      teamIds.map((id, t) => ({
        id,
        institute_id: instituteId,
        name: `Team ${t + 1}`,
        status: 'open',
        created_at: stamp,
        closed_at: null,
      })),
    );
    await insert(
      'institute_courses',
      courseIds.map((courseId) => ({
        id: randomUUID(),
        institute_id: instituteId,
        course_id: courseId,
        team_id: null,
        scope_key: '*',
        assigned_by: null,
        assigned_at: stamp,
        unassigned_at: null,
      })),
    );
    await trx
      .insertInto('supervisor_scopes')
      .values({
        id: randomUUID(),
        institute_id: instituteId,
        user_id: supervisor.id,
        team_id: null,
        scope_key: '*',
        invitation_id: null,
        granted_at: stamp,
      })
      .execute();
    const users = [];
    const roles = [];
    const members = [];
    const enrolments = [];
    const progress = [];
    for (let t = 0; t < TEAMS; t += 1)
      for (let m = 0; m < PER_TEAM; m += 1) {
        const id = randomUUID();
        const n = t * PER_TEAM + m;
        users.push({
          id,
          email: `inst-learner${n}@bench.example`,
          password_hash: null,
          first_name: `Learner${n}`,
          last_name: 'Bench',
          user_name: `inst-learner-${n}`,
          photo_path: null,
          role_label: 'learner',
          functions: '[]',
          area_code: '',
          group_id: null,
          language: 'en-US',
          email_verified: 1,
          must_change_password: 0,
          preferences: '{}',
          last_login_at: null,
          created_at: stamp,
          updated_at: stamp,
        });
        roles.push({ user_id: id, role: 8, granted_at: stamp });
        members.push({
          id: randomUUID(),
          institute_id: instituteId,
          user_id: id,
          team_id: teamIds[t],
          from_at: stamp,
          until_at: null,
        });
        courseIds.forEach((courseId, c) => {
          enrolments.push({
            id: randomUUID(),
            course_id: courseId,
            user_id: id,
            state: 'active',
            enrolled_at: daysAgo(30),
            completed_at: null,
            withdrawn_at: null,
            updated_at: stamp,
          });
          if ((n + c) % 2 === 0)
            for (let u = 0; u < 2; u += 1) {
              const unit = units[c * UNITS + u];
              progress.push({
                user_id: id,
                unit_id: unit.id,
                course_id: courseId,
                completed_at: daysAgo((n % 30) + u),
              });
            }
        });
      }
    await insert('users', users, 100);
    await insert('user_roles', roles, 500);
    await insert('institute_members', members, 500);
    await insert('enrolments', enrolments, 500);
    await insert('unit_progress', progress, 500);
  });
  // Autovacuum analyzes the tables after a bulk load like this one; do it now rather than race it.
  if (handle.dialect === 'postgres') {
    const { sql } = await import('kysely');
    await sql`analyze users, institute_members, enrolments, unit_progress, quiz_attempts, certificates`.execute(
      db,
    );
  }
  const seedMs = performance.now() - seedStart;

  const { token } = await postJson(`${real.url}/v2/api/user/login`, SUPERVISOR);
  const post = (path, bodies, auth) => ({
    url: `${real.url}${path}`,
    bodies: bodies.map((b) => JSON.stringify(b)),
    auth,
  });
  const targets = {
    team: post(
      '/v2/api/supervisor/edu/institute/team',
      teamIds.slice(0, 10).map((team_id) => ({ team_id })),
      token,
    ),
    progress: post(
      '/v2/api/edu/institute/progress',
      teamIds.slice(10, 20).map((team_id) => ({ institute_id: instituteId, team_id })),
      token,
    ),
    ping: post(PING_PATH, [{}]),
    bare: { url: `http://127.0.0.1:${barePort}/ping`, bodies: ['{}'] },
  };
  const names = Object.keys(targets);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  async function hit(name, i) {
    const target = targets[name];
    const start = performance.now();
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(target.auth ? { authorization: `Bearer ${target.auth}` } : {}),
      },
      body: target.bodies[i % target.bodies.length],
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
    times[name].push(performance.now() - start);
  }
  for (let i = 0; i < 20; i += 1) for (const name of names) await hit(name, i); // warm-up
  for (const name of names) times[name].length = 0;
  for (let i = 0; i < REQUESTS; i += 1) await hit(names[i % names.length], Math.floor(i / names.length));
  // The whole institute's progress (5,000 learners × 10 courses): a report, timed on its own.
  const whole = [];
  for (let i = 0; i < (quick ? 3 : 10); i += 1) {
    const start = performance.now();
    await postJson(`${real.url}/v2/api/edu/institute/progress`, { institute_id: instituteId }, token);
    whole.push(performance.now() - start);
  }

  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  const bareP50 = quantile(times.bare, 0.5);
  const bareP99 = quantile(times.bare, 0.99);
  console.log(
    `${handle.dialect}: ${TEAMS * PER_TEAM} learners in ${TEAMS} teams, ${COURSES} assigned courses (seeded in ${(seedMs / 1000).toFixed(1)} s); ${REQUESTS} requests, one at a time, alternating`,
  );
  for (const name of names) {
    const p50 = quantile(times[name], 0.5);
    const p99 = quantile(times[name], 0.99);
    console.log(
      `${name.padEnd(10)} p50 ${p50.toFixed(2).padStart(7)} ms (${(p50 / bareP50).toFixed(2)}x bare)   p99 ${p99.toFixed(2).padStart(7)} ms (${(p99 / bareP99).toFixed(2)}x bare)`,
    );
  }
  console.log(
    `whole institute progress: median ${quantile(whole, 0.5).toFixed(0)} ms over ${whole.length} runs`,
  );
} finally {
  await handle?.db.destroy();
  await Promise.all([bare.stop(), real?.proc.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
