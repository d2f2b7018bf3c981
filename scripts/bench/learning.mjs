// AI learning under load: the course catalogue (public and a member's, with their status) and a
// learner's `study/units`, on the real server (its own process, as `npm start` runs it) holding
// 1,000 courses × 20 units and 10,000 enrolments, against the bare Fastify baseline process
// (scripts/bench/support) in the same run. Requests alternate between all targets so machine
// noise hits them alike; prints p50/p99 and each target's p99 ratio to the bare route.
// Usage: node scripts/bench/learning.mjs [--quick] [--requests N]
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
const COURSES = quick ? 100 : 1_000;
const UNITS = 20;
const ENROLMENTS = quick ? 1_000 : 10_000;
const PER_LEARNER = 5;
const REQUESTS = option('--requests', quick ? 600 : 3_000);
const STUDENT = { email: 'student@example.com', password: 'demo-password-1' };

const barePort = await freePort();
const bare = startProcess(process.execPath, [join(root, 'scripts/bench/support/bare-fastify.mjs')], {
  PORT: String(barePort),
});
const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-learning-'));
let real;
let handle;
try {
  await waitFor200(`http://127.0.0.1:${barePort}/ping`, process.hrtime.bigint());
  // The server migrates and seeds the demo accounts; the bench then writes its data beside it.
  real = await startRealServer({ dataDir });
  const { openDatabase } = await tsImport('@ailab/server/database', import.meta.url);
  handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const { db } = handle;

  const seedStart = performance.now();
  const student = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', STUDENT.email)
    .executeTakeFirstOrThrow();
  const stamp = new Date().toISOString();
  const words = [
    'agents',
    'retrieval',
    'evals',
    'prompting',
    'safety',
    'vision',
    'tooling',
    'fine-tuning',
    'data',
    'policy',
  ];
  const levels = ['beginner', 'intermediate', 'advanced'];
  const courses = [];
  const studentCourses = [];
  await db.transaction().execute(async (trx) => {
    const insert = async (table, rows, size = 200) => {
      for (let i = 0; i < rows.length; i += size)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + size))
          .execute();
    };
    const courseRows = [];
    const unitRows = [];
    const quizRows = [];
    for (let c = 0; c < COURSES; c += 1) {
      const id = randomUUID();
      const published = c % 10 !== 0;
      courses.push({ id, published });
      courseRows.push({
        id,
        slug: `bench-course-${c}`,
        title: `Bench ${words[c % words.length]} course ${c}`,
        summary: `A short course on ${words[c % words.length]} and ${words[(c * 3) % words.length]}.`,
        description: `# ${words[c % words.length]}\nWhat you will learn about ${words[(c * 7) % words.length]}.`,
        cover_url: null,
        level: levels[c % 3],
        tags: JSON.stringify([words[c % words.length], words[(c + 1) % words.length]]),
        language: 'en-US',
        estimated_minutes: 60,
        state: published ? 'published' : 'draft',
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
        published_at: published ? stamp : null,
      });
      for (let u = 0; u < UNITS; u += 1) {
        const unitId = randomUUID();
        unitRows.push({
          id: unitId,
          course_id: id,
          slug: `unit-${u + 1}`,
          position: u + 1,
          title: `Unit ${u + 1}: ${words[(c + u) % words.length]}`,
          content: `## Unit ${u + 1}\n${'Some words about the topic. '.repeat(20)}`,
          estimated_minutes: 5,
          created_at: stamp,
          updated_at: stamp,
        });
        // A required quiz on every fifth unit.
        if (u % 5 === 4)
          quizRows.push({
            id: randomUUID(),
            course_id: id,
            unit_id: unitId,
            title: `Check ${u + 1}`,
            pass_percent: 50,
            max_attempts: 3,
            shuffle: 1,
            required: 1,
            is_demo: 0,
            questions: JSON.stringify([
              {
                id: 'q1',
                kind: 'true_false',
                prompt: 'Evaluate before shipping.',
                points: 1,
                correct_option_ids: ['true'],
              },
            ]),
            max_points: 1,
            created_at: stamp,
            updated_at: stamp,
          });
      }
    }
    await insert('courses', courseRows, 100);
    await insert('course_units', unitRows);
    await insert('quizzes', quizRows);

    // Learners enrol in PER_LEARNER published courses each; the demo student in ten, half done.
    const published = courses.filter((course) => course.published);
    const userRows = [];
    const enrolmentRows = [];
    const counts = new Map();
    const learners = Math.ceil((ENROLMENTS - 10) / PER_LEARNER);
    for (let l = 0; l < learners; l += 1) {
      const userId = randomUUID();
      userRows.push({
        id: userId,
        email: `learner${l}@bench.example`,
        password_hash: null,
        first_name: `Learner${l}`,
        last_name: 'Bench',
        user_name: `bench-learner-${l}`,
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
      for (let k = 0; k < PER_LEARNER && enrolmentRows.length < ENROLMENTS - 10; k += 1) {
        const course = published[(l * 7 + k * 131) % published.length];
        counts.set(course.id, (counts.get(course.id) ?? 0) + 1);
        enrolmentRows.push({
          id: randomUUID(),
          course_id: course.id,
          user_id: userId,
          state: 'active',
          enrolled_at: stamp,
          completed_at: null,
          withdrawn_at: null,
          updated_at: stamp,
        });
      }
    }
    for (let k = 0; k < 10; k += 1) {
      const course = published[k * 3];
      studentCourses.push(course.id);
      counts.set(course.id, (counts.get(course.id) ?? 0) + 1);
      enrolmentRows.push({
        id: randomUUID(),
        course_id: course.id,
        user_id: student.id,
        state: 'active',
        enrolled_at: stamp,
        completed_at: null,
        withdrawn_at: null,
        updated_at: stamp,
      });
    }
    await insert('users', userRows, 100);
    await insert('enrolments', enrolmentRows, 500);
    for (const [courseId, count] of counts)
      await trx.updateTable('courses').set({ enrolled_count: count }).where('id', '=', courseId).execute();
    // The student has done the first ten units of each course (passing the quizzes on units 5 and 10).
    const unitsOfStudent = await trx
      .selectFrom('course_units')
      .select(['id', 'course_id', 'position'])
      .where('course_id', 'in', studentCourses)
      .where('position', '<=', 10)
      .execute();
    await insert(
      'unit_progress',
      unitsOfStudent.map((unit) => ({
        user_id: student.id,
        unit_id: unit.id,
        course_id: unit.course_id,
        completed_at: stamp,
      })),
    );
    const quizzesOfStudent = await trx
      .selectFrom('quizzes')
      .innerJoin('course_units', 'course_units.id', 'quizzes.unit_id')
      .select('quizzes.id')
      .where('quizzes.course_id', 'in', studentCourses)
      .where('course_units.position', '<=', 10)
      .execute();
    await insert(
      'quiz_attempts',
      quizzesOfStudent.map((quiz) => ({
        id: randomUUID(),
        quiz_id: quiz.id,
        user_id: student.id,
        attempt_no: 1,
        answers: JSON.stringify([{ question_id: 'q1', option_ids: ['true'] }]),
        score: 1,
        max_score: 1,
        percent: 100,
        passed: 1,
        submitted_at: stamp,
      })),
    );
  });
  const seedMs = performance.now() - seedStart;
  const enrolled = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();

  const { token } = await postJson(`${real.url}/v2/api/user/login`, STUDENT);
  const post = (path, bodies, auth) => ({
    url: `${real.url}${path}`,
    bodies: bodies.map((body) => JSON.stringify(body)),
    auth,
  });
  const targets = {
    catalogue: post('/v2/api/open/courses', [
      {},
      { sort: '-popularity' },
      { query: 'retrieval' },
      { level: 'advanced', limit: 50 },
    ]),
    member: post('/v2/api/student/edu/course/listing', [{}, { query: 'agents' }, { sort: 'title' }], token),
    units: post(
      '/v2/api/student/edu/study/units',
      studentCourses.map((courseId) => ({ course_id: courseId })),
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
  for (let i = 0; i < 30; i += 1) for (const name of names) await hit(name, i); // warm-up
  for (const name of names) times[name].length = 0;
  for (let i = 0; i < REQUESTS; i += 1) await hit(names[i % names.length], Math.floor(i / names.length));

  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  const bareP50 = quantile(times.bare, 0.5);
  const bareP99 = quantile(times.bare, 0.99);
  console.log(
    `${handle.dialect}: ${COURSES} courses × ${UNITS} units, ${enrolled.n} enrolments (seeded in ${(seedMs / 1000).toFixed(1)} s); ${REQUESTS} requests, one at a time, alternating`,
  );
  for (const name of names) {
    const p50 = quantile(times[name], 0.5);
    const p99 = quantile(times[name], 0.99);
    console.log(
      `${name.padEnd(10)} p50 ${p50.toFixed(2).padStart(7)} ms (${(p50 / bareP50).toFixed(2)}x bare)   p99 ${p99.toFixed(2).padStart(7)} ms (${(p99 / bareP99).toFixed(2)}x bare)`,
    );
  }
} finally {
  await handle?.db.destroy();
  await Promise.all([bare.stop(), real?.proc.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
