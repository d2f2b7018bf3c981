import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUserRow } from '../src/identity/new-user-row';
import { insertUser } from '../src/identity/users.repository';
import type { TestServer } from '../src/testing/start-test-server';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { buildCourse, ok, useLearningServer } from './support/learning';

const leaders = '/v2/api/open/quiz/leaders';

interface Learner {
  first: string;
  last: string;
  optIn?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** A learner made in the database, with their leaderboard choice (none when `optIn` is undefined). */
async function learner(server: TestServer, who: Learner): Promise<string> {
  const ctx = server.server.ctx;
  const now = ctx.now().toISOString();
  const tag = `${who.first.toLowerCase()}-${randomUUID().slice(0, 8)}`;
  const row = newUserRow(now, {
    email: `${tag}@example.com`,
    first_name: who.first,
    last_name: who.last,
    user_name: tag,
    role_label: 'learner',
    email_verified: 1,
  });
  await insertUser(ctx.db, { ...row, ...(who.disabled ? { disabled_at: now } : {}) });
  if (who.optIn !== undefined)
    await ctx.db
      .insertInto('learner_settings')
      .values({ user_id: row.id, leaderboard_opt_in: who.optIn ? 1 : 0, updated_at: now })
      .execute();
  return row.id;
}

/** A graded attempt as quiz submission stores it, at a chosen time. */
async function attempt(
  server: TestServer,
  quizId: string,
  userId: string,
  score: number,
  passed: boolean,
  submittedAt: string,
  attemptNo = 1,
): Promise<void> {
  await server.server.ctx.db
    .insertInto('quiz_attempts')
    .values({
      id: randomUUID(),
      quiz_id: quizId,
      user_id: userId,
      attempt_no: attemptNo,
      answers: '[]',
      score,
      max_score: 4,
      percent: score * 25,
      passed: passed ? 1 : 0,
      submitted_at: submittedAt,
    })
    .execute();
}

describe.each(testDialects())('learning: the quiz leaderboard (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  it('ranks opted-in learners by best passed score, ties to the earliest, names only', async () => {
    const url = env.server.url;
    const one = await buildCourse(url, env.staff);
    const two = await buildCourse(url, env.staff);
    const draft = await buildCourse(url, env.staff, { publish: false });
    const ana = await learner(env.server, { first: 'Ana', last: 'Zamora', optIn: true });
    const bea = await learner(env.server, { first: 'Bea', last: 'Young', optIn: true });
    const cai = await learner(env.server, { first: 'Cai', last: 'Xu', optIn: true });
    const dan = await learner(env.server, { first: 'Dan', last: 'Wolf' });
    const eve = await learner(env.server, { first: 'Eve', last: 'Vance', optIn: false });
    const fay = await learner(env.server, { first: 'Fay', last: 'Ueda', optIn: true, disabled: true });

    // Ana and Bea both score 4 on quiz one; Bea got there first (Ana's 4 came on her second try).
    await attempt(env.server, one.quiz_id, ana, 3, true, '2026-10-01T10:00:00.000Z');
    await attempt(env.server, one.quiz_id, ana, 4, true, '2026-10-03T10:00:00.000Z', 2);
    await attempt(env.server, one.quiz_id, bea, 4, true, '2026-10-02T10:00:00.000Z');
    // A failed attempt scores nothing, however high; Cai's best passed score is 3.
    await attempt(env.server, one.quiz_id, cai, 4, false, '2026-09-01T10:00:00.000Z');
    await attempt(env.server, one.quiz_id, cai, 3, true, '2026-09-02T10:00:00.000Z', 2);
    // Not opted in, opted out, disabled: never shown, whatever they scored.
    for (const hidden of [dan, eve, fay])
      await attempt(env.server, one.quiz_id, hidden, 4, true, '2026-09-01T09:00:00.000Z');
    // Ana also passes quiz two; a draft course's quiz never counts.
    await attempt(env.server, two.quiz_id, ana, 3, true, '2026-10-04T10:00:00.000Z');
    await attempt(env.server, draft.quiz_id, bea, 4, true, '2026-10-04T10:00:00.000Z');

    const board = await ok(url, leaders, { quiz_id: one.quiz_id });
    const { quizzes, ...ranked } = board;
    expect(ranked).toEqual({
      quiz_id: one.quiz_id,
      items: [
        { rank: 1, name: 'Bea Y.', points: 4, quizzes_passed: 1 },
        { rank: 2, name: 'Ana Z.', points: 4, quizzes_passed: 1 },
        { rank: 3, name: 'Cai X.', points: 3, quizzes_passed: 1 },
      ],
    });
    expect(JSON.stringify(board)).not.toContain('@example.com');
    expect(JSON.stringify(board)).not.toContain('Zamora');

    // Overall, among the demo learners who opted in too: Ana's two quizzes add up; the order holds.
    const overall = await ok(url, leaders, { limit: 50 });
    expect(overall.quiz_id).toBeNull();
    const mine = overall.items.filter((item: { name: string }) =>
      ['Ana Z.', 'Bea Y.', 'Cai X.', 'Dan W.', 'Eve V.', 'Fay U.'].includes(item.name),
    );
    expect(mine.map(({ rank: _rank, ...rest }: { rank: number }) => rest)).toEqual([
      { name: 'Ana Z.', points: 7, quizzes_passed: 2 },
      { name: 'Bea Y.', points: 4, quizzes_passed: 1 },
      { name: 'Cai X.', points: 3, quizzes_passed: 1 },
    ]);
    const points = overall.items.map((item: { points: number }) => item.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(overall.items.map((item: { rank: number }) => item.rank)).toEqual(
      overall.items.map((_: unknown, index: number) => index + 1),
    );
    expect((await ok(url, leaders, { limit: 1 })).items).toHaveLength(1);

    // The picker's choices: every quiz of a published course, named with its course; never a draft's.
    const ids = quizzes.map((quiz: { id: string }) => quiz.id);
    expect(quizzes).toContainEqual({
      id: one.quiz_id,
      title: 'Test sets check',
      course_title: 'Evaluating AI agents',
    });
    expect(ids).toContain(two.quiz_id);
    expect(ids).not.toContain(draft.quiz_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(overall.quizzes).toEqual(quizzes);

    // A draft course's quiz and an unknown quiz are not found.
    expect((await call(url, leaders, { quiz_id: draft.quiz_id })).status).toBe(404);
    expect((await call(url, leaders, { quiz_id: randomUUID() })).status).toBe(404);
  });

  it('answers bad input with a translated 400 naming the field', async () => {
    for (const body of [{ limit: 0 }, { limit: 51 }, { limit: 2.5 }, { quiz_id: '' }, { sort: 'points' }]) {
      const answer = await call(env.server.url, leaders, body, { language: 'es-MX' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    const answer = await call(env.server.url, leaders, { limit: 0 });
    expect(answer.body.error.message).toMatch(/limit|Limit|number|1/);
  });
});
