import { randomUUID } from 'node:crypto';
import { ROLE } from '@ailab/core/roles/roles';
import { afterAll, beforeAll } from 'vitest';
import { issueToken } from '../../src/identity/bearer-tokens';
import { newUserRow } from '../../src/identity/new-user-row';
import { grantRoles } from '../../src/identity/user-roles.repository';
import { insertUser } from '../../src/identity/users.repository';
import { startTestServer, type TestServer } from '../../src/testing/start-test-server';
import { call, signIn } from './http';

const admin = '/v2/api/admin/edu';

/** A test server per dialect with the staff administrator (role 99) signed in, for one describe block. */
export function useLearningServer(dialect: 'sqlite' | 'postgres'): { server: TestServer; staff: string } {
  const state = {} as { server: TestServer; staff: string };
  beforeAll(async () => {
    state.server = await startTestServer({ dialect });
    state.staff = await signIn(state.server.url, 'staff@example.com');
  });
  afterAll(() => state.server.close());
  return state;
}

/** The addresses of the accounts whose email starts with `prefix`, in order (those `createLearners` made). */
export async function emailsStartingWith(server: TestServer, prefix: string): Promise<string[]> {
  const rows = await server.server.ctx.db
    .selectFrom('users')
    .select('email')
    .where('email', 'like', `${prefix}%`)
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}

/** Learners (role 8) made straight in the database, each with a session token: sign-in is not under test here. */
export async function createLearners(
  server: TestServer,
  count: number,
  prefix = 'learner',
): Promise<string[]> {
  const ctx = server.server.ctx;
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    const now = ctx.now().toISOString();
    const tag = `${prefix}${index}-${id.slice(0, 6)}`;
    await insertUser(
      ctx.db,
      newUserRow(now, {
        id,
        email: `${tag}@example.com`,
        first_name: `Learner${index}`,
        last_name: 'Test',
        user_name: tag,
        role_label: 'learner',
        email_verified: 1,
      }),
    );
    await grantRoles(ctx.db, id, [ROLE.learner], now);
    tokens.push((await issueToken(ctx, id, { kind: 'session', name: 'test', days: 1 })).secret);
  }
  return tokens;
}

/** Calls an endpoint and fails the test with the answer when the status differs. */
export async function ok(url: string, path: string, body: unknown, token?: string, status = 200) {
  const answer = await call(url, path, body, token ? { token } : {});
  if (answer.status !== status) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

export interface BuiltCourse {
  course_id: string;
  unit_ids: string[];
  quiz_id: string;
}

/**
 * A published course of three units; the second has a required quiz of a
 * single-choice, a multiple-choice, a true/false and a short-answer question.
 */
export async function buildCourse(
  url: string,
  adminToken: string,
  options: {
    slug?: string;
    capacity?: number | null;
    max_attempts?: number | null;
    publish?: boolean;
    reveal_answers?: 'after_pass_or_last_attempt' | 'after_each_attempt';
  } = {},
): Promise<BuiltCourse> {
  const course = await ok(
    url,
    `${admin}/course/add`,
    {
      slug: options.slug ?? `course-${randomUUID().slice(0, 8)}`,
      title: 'Evaluating AI agents',
      summary: 'How to tell whether an agent works.',
      description: '# Why\nBecause demos lie.',
      capacity: options.capacity ?? null,
    },
    adminToken,
  );
  const unitIds: string[] = [];
  for (const title of ['Why evaluate', 'Test sets', 'Reading results']) {
    const unit = await ok(
      url,
      `${admin}/course/unit-add`,
      { course_id: course.id, title, content: `## ${title}\nText.` },
      adminToken,
    );
    unitIds.push(unit.id);
  }
  const quiz = await ok(
    url,
    `${admin}/quiz/create`,
    {
      unit_id: unitIds[1],
      title: 'Test sets check',
      pass_percent: 75,
      max_attempts: options.max_attempts === undefined ? 3 : options.max_attempts,
      required: true,
      ...(options.reveal_answers ? { reveal_answers: options.reveal_answers } : {}),
      questions: [
        {
          id: 'q1',
          kind: 'single',
          prompt: 'Held-out data is…',
          options: [
            { id: 'a', text: 'unseen' },
            { id: 'b', text: 'training' },
          ],
          correct_option_ids: ['a'],
        },
        {
          id: 'q2',
          kind: 'multiple',
          prompt: 'Good metrics',
          options: [
            { id: 'a', text: 'task success' },
            { id: 'b', text: 'vibes' },
            { id: 'c', text: 'cost' },
          ],
          correct_option_ids: ['a', 'c'],
        },
        { id: 'q3', kind: 'true_false', prompt: 'One run is enough.', correct_option_ids: ['false'] },
        {
          id: 'q4',
          kind: 'short',
          prompt: 'Name for a fixed test set',
          accepted_answers: ['benchmark'],
          explanation: 'A benchmark.',
        },
      ],
    },
    adminToken,
  );
  if (options.publish !== false)
    await ok(url, `${admin}/course/manage`, { course_id: course.id, action: 'publish' }, adminToken);
  return { course_id: course.id, unit_ids: unitIds, quiz_id: quiz.id };
}

export const RIGHT_ANSWERS = [
  { question_id: 'q1', option_ids: ['a'] },
  { question_id: 'q2', option_ids: ['c', 'a'] },
  { question_id: 'q3', option_ids: ['false'] },
  { question_id: 'q4', text: '  BENCHMARK ' },
];

/** Two of four right: 50 %, below the pass mark of 75 %. */
export const HALF_ANSWERS = [
  { question_id: 'q1', option_ids: ['a'] },
  { question_id: 'q2', option_ids: ['a'] },
  { question_id: 'q3', option_ids: ['false'] },
  { question_id: 'q4', text: 'dataset' },
];
