import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import {
  buildCourse,
  createLearners,
  HALF_ANSWERS,
  ok,
  RIGHT_ANSWERS,
  useLearningServer,
} from './support/learning';

const s = '/v2/api/student/edu';

describe.each(testDialects())('learning: enrol, study, quiz, certificate (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  it('takes a learner from sign-up to a verified certificate, unlocking units in order', async () => {
    const { courseId, unitIds, quizId } = await buildCourse(env.server.url, env.staff);
    const [token = ''] = await createLearners(env.server, 1);
    const [u1 = '', u2 = '', u3 = ''] = unitIds;

    expect((await call(env.server.url, `${s}/study/unit`, { unitId: u1 }, { token })).body.error.code).toBe(
      'NOT_ENROLLED',
    );
    const signup = await ok(env.server.url, `${s}/course/signup`, { courseId }, token);
    expect(signup).toMatchObject({ changed: true, enrolment: { state: 'active' } });
    expect(await ok(env.server.url, `${s}/course/signup`, { courseId }, token)).toMatchObject({
      changed: false,
    });

    const outline = await ok(env.server.url, `${s}/study/units`, { courseId }, token);
    expect(outline.units.map((unit: { locked: boolean }) => unit.locked)).toEqual([false, true, true]);
    expect(outline.progress).toMatchObject({ unitsDone: 0, unitCount: 3, percent: 0, completed: false });
    expect(await ok(env.server.url, `${s}/study/verify`, { unitId: u2 }, token)).toEqual({
      unitId: u2,
      allowed: false,
      reason: 'locked',
      blockingUnitId: u1,
    });
    const locked = await call(env.server.url, `${s}/study/unit`, { unitId: u2 }, { token });
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('UNIT_LOCKED');
    expect((await call(env.server.url, `${s}/quiz/get`, { quizId }, { token })).body.error.code).toBe(
      'UNIT_LOCKED',
    );

    const first = await ok(env.server.url, `${s}/study/unit`, { unitId: u1 }, token);
    expect(first).toMatchObject({ done: false, previousUnitId: null, nextUnitId: u2 });
    expect(first.unit.content).toContain('Why evaluate');
    const done1 = await ok(env.server.url, `${s}/study/complete`, { unitId: u1 }, token);
    expect(done1.progress).toMatchObject({ unitsDone: 1, percent: 33 });

    // The quiz comes without its key.
    const quiz = await ok(env.server.url, `${s}/quiz/get`, { quizId }, token);
    const text = JSON.stringify(quiz);
    expect(text).not.toContain('correctOptionIds');
    expect(text).not.toContain('acceptedAnswers');
    expect(text).not.toContain('benchmark');
    expect(quiz.standing).toEqual({ attemptsUsed: 0, attemptsLeft: 3, bestPercent: null, passed: false });
    expect(
      quiz.questions.find((q: { id: string }) => q.id === 'q3').options.map((o: { id: string }) => o.id),
    ).toEqual(['true', 'false']);

    // A required quiz must be passed before the unit counts as done.
    expect(
      (await call(env.server.url, `${s}/study/complete`, { unitId: u2 }, { token })).body.error.code,
    ).toBe('QUIZ_NOT_PASSED');
    const failed = await ok(env.server.url, `${s}/quiz/submit`, { quizId, answers: HALF_ANSWERS }, token);
    expect(failed).toMatchObject({
      score: 2,
      maxScore: 4,
      percent: 50,
      passed: false,
      attemptNo: 1,
      unitDone: false,
    });
    expect(failed.feedback.find((f: { questionId: string }) => f.questionId === 'q4')).toMatchObject({
      correct: false,
      acceptedAnswers: ['benchmark'],
      explanation: 'A benchmark.',
    });
    expect((await call(env.server.url, `${s}/study/unit`, { unitId: u3 }, { token })).body.error.code).toBe(
      'UNIT_LOCKED',
    );

    const passed = await ok(
      env.server.url,
      `${s}/quiz/submit`,
      { quizId, answers: RIGHT_ANSWERS, showOnLeaderboard: true },
      token,
    );
    expect(passed).toMatchObject({
      percent: 100,
      passed: true,
      attemptNo: 2,
      unitDone: true,
      courseCompleted: false,
    });
    expect(passed.standing).toEqual({ attemptsUsed: 2, attemptsLeft: 1, bestPercent: 100, passed: true });

    // Keep-highest: a worse third attempt does not lower the best.
    const worse = await ok(env.server.url, `${s}/quiz/submit`, { quizId, answers: HALF_ANSWERS }, token);
    expect(worse.standing).toMatchObject({ bestPercent: 100, passed: true, attemptsLeft: 0 });
    const over = await call(
      env.server.url,
      `${s}/quiz/submit`,
      { quizId, answers: RIGHT_ANSWERS },
      { token },
    );
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'ATTEMPTS_EXHAUSTED',
      message: 'You have used all 3 attempts at this quiz.',
    });

    const result = await ok(env.server.url, `${s}/quiz/result`, { quizId }, token);
    expect(result.attempts.map((a: { percent: number }) => a.percent)).toEqual([50, 100, 50]);
    expect(result.best).toMatchObject({ attemptNo: 2, percent: 100 });

    const last = await ok(env.server.url, `${s}/study/complete`, { unitId: u3 }, token);
    expect(last.progress).toMatchObject({ unitsDone: 3, percent: 100, completed: true });
    const code = last.progress.certificateCode;
    expect(code).toMatch(/^AIL(-[0-9A-Z]{4}){3}$/);
    // Marking again changes nothing and keeps the same certificate.
    expect(
      (await ok(env.server.url, `${s}/study/complete`, { unitId: u3 }, token)).progress.certificateCode,
    ).toBe(code);

    const verified = await ok(env.server.url, '/v2/api/open/certificate/verify', {
      code: code.toLowerCase(),
    });
    expect(verified.certificate).toMatchObject({
      code,
      courseId,
      courseTitle: 'Evaluating AI agents',
      scorePercent: 100,
    });
    expect(
      await ok(env.server.url, '/v2/api/open/certificate/verify', { code: 'AIL-AAAA-BBBB-CCCC' }),
    ).toEqual({
      valid: false,
      certificate: null,
    });
    expect((await call(env.server.url, '/v2/api/open/certificate/verify', { code: 'nonsense' })).status).toBe(
      400,
    );

    const mine = await ok(env.server.url, `${s}/course/selected`, {}, token);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      enrolment: { state: 'completed' },
      progress: { percent: 100, certificateCode: code },
    });

    const review = await ok(
      env.server.url,
      `${s}/study/review`,
      { courseId, rating: 5, comment: 'Clear and short.' },
      token,
    );
    expect(review).toMatchObject({ canReview: true, review: { rating: 5, comment: 'Clear and short.' } });
    expect(
      review.quizzes[0].best.feedback.find((f: { questionId: string }) => f.questionId === 'q2'),
    ).toMatchObject({
      correct: true,
      correctOptionIds: ['a', 'c'],
    });
    const page = await ok(env.server.url, '/v2/api/open/course', { courseId });
    expect(page.course.rating).toEqual({ average: 5, count: 1 });
    expect(page.reviews[0]).toMatchObject({ name: 'Learner0 T.', rating: 5 });
    expect(JSON.stringify(page)).not.toContain('## Why evaluate');

    const leaders = await ok(env.server.url, '/v2/api/open/quiz/leaders', { quizId });
    expect(leaders.items).toEqual([{ rank: 1, name: 'Learner0 T.', points: 4, quizzesPassed: 1 }]);
  });

  it('keeps drafts, other learners’ work and keys away from learners', async () => {
    const draft = await buildCourse(env.server.url, env.staff, { publish: false });
    const [token = '', other = ''] = await createLearners(env.server, 2, 'guard');
    expect(
      (await call(env.server.url, `${s}/course/signup`, { courseId: draft.courseId }, { token })).status,
    ).toBe(404);
    expect(
      (await call(env.server.url, `${s}/study/units`, { courseId: draft.courseId }, { token })).status,
    ).toBe(404);
    expect((await call(env.server.url, '/v2/api/open/course', { courseId: draft.courseId })).status).toBe(
      404,
    );
    expect(
      (await call(env.server.url, `${s}/study/unit`, { unitId: draft.unitIds[0] }, { token })).status,
    ).toBe(404);

    const published = await buildCourse(env.server.url, env.staff);
    await ok(env.server.url, `${s}/course/signup`, { courseId: published.courseId }, token);
    await ok(env.server.url, `${s}/study/complete`, { unitId: published.unitIds[0] }, token);
    await ok(env.server.url, `${s}/quiz/submit`, { quizId: published.quizId, answers: RIGHT_ANSWERS }, token);
    // The other learner sees none of it: not enrolled, no attempts, no key.
    expect(
      (await call(env.server.url, `${s}/quiz/result`, { quizId: published.quizId }, { token: other })).body
        .error.code,
    ).toBe('NOT_ENROLLED');
    await ok(env.server.url, `${s}/course/signup`, { courseId: published.courseId }, other);
    const theirs = await ok(env.server.url, `${s}/quiz/result`, { quizId: published.quizId }, other);
    expect(theirs).toMatchObject({ attempts: [], best: null });
    expect(
      (await ok(env.server.url, `${s}/study/units`, { courseId: published.courseId }, other)).progress
        .unitsDone,
    ).toBe(0);
    // Learners cannot reach the admin quiz with its key.
    const key = await call(
      env.server.url,
      '/v2/api/admin/edu/quiz/get',
      { unitId: published.unitIds[1] },
      { token },
    );
    expect(key.status).toBe(403);
    // Bad answers are named, not a 500.
    const bad = await call(
      env.server.url,
      `${s}/quiz/submit`,
      { quizId: published.quizId, answers: [{ questionId: 'nope' }] },
      { token: other },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('answers.0');
  });

  it('plays the seeded demo quiz without signing in, and sends the key only with graded answers', async () => {
    const demo = await ok(env.server.url, '/v2/api/open/quiz/demo', {});
    expect(demo.result).toBeNull();
    expect(demo.quiz.questions).toHaveLength(4);
    expect(JSON.stringify(demo)).not.toContain('correctOptionIds');
    const graded = await ok(env.server.url, '/v2/api/open/quiz/demo', {
      answers: [
        { questionId: 'llm', optionIds: ['next'] },
        { questionId: 'hallucination', optionIds: ['false'] },
        { questionId: 'prompt', text: 'Prompt' },
      ],
    });
    expect(graded.result).toMatchObject({ score: 3, maxScore: 4, percent: 75, passed: true });
    expect(
      graded.result.feedback.find((f: { questionId: string }) => f.questionId === 'agent').correctOptionIds,
    ).toEqual(['tools', 'steps']);
  });

  it('seeds three published demo courses for the public catalogue', async () => {
    for (const slug of ['prompt-engineering-basics', 'evaluating-ai-agents', 'responsible-ai']) {
      const page = await ok(env.server.url, '/v2/api/open/course', { slug });
      expect(page.course.state).toBe('published');
      expect(page.units.length).toBeGreaterThanOrEqual(3);
      expect(page.units.some((unit: { quiz: unknown }) => unit.quiz !== null)).toBe(true);
    }
  });
});
