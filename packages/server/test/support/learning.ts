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
  courseId: string;
  unitIds: string[];
  quizId: string;
}

/**
 * A published course of three units; the second has a required quiz of a
 * single-choice, a multiple-choice, a true/false and a short-answer question.
 */
export async function buildCourse(
  url: string,
  adminToken: string,
  options: { slug?: string; capacity?: number | null; maxAttempts?: number | null; publish?: boolean } = {},
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
      { courseId: course.id, title, content: `## ${title}\nText.` },
      adminToken,
    );
    unitIds.push(unit.id);
  }
  const quiz = await ok(
    url,
    `${admin}/quiz/create`,
    {
      unitId: unitIds[1],
      title: 'Test sets check',
      passPercent: 75,
      maxAttempts: options.maxAttempts === undefined ? 3 : options.maxAttempts,
      required: true,
      questions: [
        {
          id: 'q1',
          kind: 'single',
          prompt: 'Held-out data is…',
          options: [
            { id: 'a', text: 'unseen' },
            { id: 'b', text: 'training' },
          ],
          correctOptionIds: ['a'],
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
          correctOptionIds: ['a', 'c'],
        },
        { id: 'q3', kind: 'true_false', prompt: 'One run is enough.', correctOptionIds: ['false'] },
        {
          id: 'q4',
          kind: 'short',
          prompt: 'Name for a fixed test set',
          acceptedAnswers: ['benchmark'],
          explanation: 'A benchmark.',
        },
      ],
    },
    adminToken,
  );
  if (options.publish !== false)
    await ok(url, `${admin}/course/manage`, { courseId: course.id, action: 'publish' }, adminToken);
  return { courseId: course.id, unitIds, quizId: quiz.id };
}

export const RIGHT_ANSWERS = [
  { questionId: 'q1', optionIds: ['a'] },
  { questionId: 'q2', optionIds: ['c', 'a'] },
  { questionId: 'q3', optionIds: ['false'] },
  { questionId: 'q4', text: '  BENCHMARK ' },
];

/** Two of four right: 50 %, below the pass mark of 75 %. */
export const HALF_ANSWERS = [
  { questionId: 'q1', optionIds: ['a'] },
  { questionId: 'q2', optionIds: ['a'] },
  { questionId: 'q3', optionIds: ['false'] },
  { questionId: 'q4', text: 'dataset' },
];
