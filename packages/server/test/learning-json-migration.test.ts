// The snake_case wire (docs/decisions.md) reaches the quiz JSON stored before it: questions with their key,
// and attempts' answers, are rewritten by migration 2026-11-26-0100 on both dialects.
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { MIGRATIONS } from '../src/feature-registry';
import { testDialects } from '../src/testing/start-test-server';
import { openTempDatabase } from './support/temp-database';

const NAME = '2026-11-26-0100-learning-json-snake-case';
const STAMP = '2026-11-25T10:00:00.000Z';

const OLD_QUESTIONS = [
  {
    id: 'q1',
    kind: 'single',
    prompt: 'Pick one',
    points: 1,
    options: [{ id: 'a', text: 'A' }],
    correctOptionIds: ['a'],
    acceptedAnswers: [],
    explanation: '',
  },
  {
    id: 'q2',
    kind: 'short',
    prompt: 'Name it',
    points: 2,
    options: [],
    correctOptionIds: [],
    acceptedAnswers: ['agent'],
    explanation: 'Because.',
  },
];
const OLD_ANSWERS = [
  { questionId: 'q1', optionIds: ['a'] },
  { questionId: 'q2', optionIds: [], text: 'agent' },
];

describe.each(testDialects())('learning JSON migration (%s)', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('renames the stored question and answer keys to snake_case and keeps every value', async () => {
    const { db: opened, cleanup } = await openTempDatabase(dialect);
    cleanups.push(cleanup);
    // biome-ignore lint/suspicious/noExplicitAny: rows written as the schema stood before the migration
    const db = opened as Kysely<any>;
    // The schema as it stood just before this migration (later ones, e.g. the jobs table, come after it).
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < NAME));
    await migrateToLatest(db, before);
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'learner@example.com',
        first_name: 'Lea',
        last_name: 'Rner',
        user_name: 'learner',
        role_label: 'Learner',
        functions: '[]',
        area_code: '',
        language: 'en-US',
        email_verified: 1,
        must_change_password: 0,
        preferences: '{}',
        created_at: STAMP,
        updated_at: STAMP,
      })
      .execute();
    await db
      .insertInto('quizzes')
      .values({
        id: 'z1',
        title: 'Demo',
        pass_percent: 50,
        shuffle: 0,
        required: 0,
        is_demo: 1,
        questions: JSON.stringify(OLD_QUESTIONS),
        max_points: 3,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .execute();
    await db
      .insertInto('quiz_attempts')
      .values({
        id: 'x1',
        quiz_id: 'z1',
        user_id: 'u1',
        attempt_no: 1,
        answers: JSON.stringify(OLD_ANSWERS),
        score: 3,
        max_score: 3,
        percent: 100,
        passed: 1,
        submitted_at: STAMP,
      })
      .execute();

    const after = Object.keys(MIGRATIONS).filter((name) => name >= NAME);
    expect(await migrateToLatest(db, MIGRATIONS)).toEqual(after);
    expect(after[0]).toBe(NAME);

    const quiz = await db
      .selectFrom('quizzes')
      .select('questions')
      .where('id', '=', 'z1')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(quiz.questions)).toEqual(
      OLD_QUESTIONS.map(({ correctOptionIds, acceptedAnswers, ...rest }) => ({
        ...rest,
        correct_option_ids: correctOptionIds,
        accepted_answers: acceptedAnswers,
      })),
    );
    const attempt = await db
      .selectFrom('quiz_attempts')
      .select('answers')
      .where('id', '=', 'x1')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(attempt.answers)).toEqual([
      { question_id: 'q1', option_ids: ['a'] },
      { question_id: 'q2', option_ids: [], text: 'agent' },
    ]);
  });
});
