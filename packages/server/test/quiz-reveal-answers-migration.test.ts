// Migration 2026-11-26-0900 adds the quiz setting `reveal_answers` (issue 18, item 17): quizzes stored before it
// take the safe default, which shows the key only after a pass or the last attempt; on both dialects.
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { MIGRATIONS } from '../src/feature-registry';
import { testDialects } from '../src/testing/start-test-server';
import { openTempDatabase } from './support/temp-database';

const NAME = '2026-11-26-0900-quiz-reveal-answers';
const STAMP = '2026-11-26T10:00:00.000Z';

describe.each(testDialects())('quiz reveal_answers migration (%s)', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('gives existing quizzes the safe default, keeps new values and drops the column on the way down', async () => {
    const { db: opened, cleanup } = await openTempDatabase(dialect);
    cleanups.push(cleanup);
    // biome-ignore lint/suspicious/noExplicitAny: rows written as the schema stood before the migration
    const db = opened as Kysely<any>;
    await migrateToLatest(db, Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < NAME)));
    const quiz = (id: string) => ({
      id,
      title: 'Demo',
      pass_percent: 50,
      shuffle: 0,
      required: 0,
      is_demo: 0,
      questions: '[]',
      max_points: 0,
      created_at: STAMP,
      updated_at: STAMP,
    });
    await db.insertInto('quizzes').values(quiz('z1')).execute();

    expect(await migrateToLatest(db, MIGRATIONS)).toContain(NAME);
    await db
      .insertInto('quizzes')
      .values({ ...quiz('z2'), reveal_answers: 'after_each_attempt' })
      .execute();
    const rows = await db.selectFrom('quizzes').select(['id', 'reveal_answers']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'z1', reveal_answers: 'after_pass_or_last_attempt' },
      { id: 'z2', reveal_answers: 'after_each_attempt' },
    ]);

    await MIGRATIONS[NAME]?.down?.(db);
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'quizzes')?.columns;
    expect(columns?.map((column) => column.name)).not.toContain('reveal_answers');
  });
});
