import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { buildCourse, createLearners, ok, RIGHT_ANSWERS, useLearningServer } from './support/learning';

const s = '/v2/api/student/edu';

describe.each(testDialects())('learning under parallel requests (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  it('enrols exactly 20 of 50 parallel sign-ups to a course with capacity 20', async () => {
    const { course_id: courseId } = await buildCourse(env.server.url, env.staff, { capacity: 20 });
    const tokens = await createLearners(env.server, 50, 'rush');
    const answers = await Promise.all(
      tokens.map((token) => call(env.server.url, `${s}/course/signup`, { course_id: courseId }, { token })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error.code))).toEqual(
      new Set(['COURSE_FULL']),
    );
    const rows = await env.server.server.ctx.db
      .selectFrom('enrolments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(20);
    const page = await ok(env.server.url, '/v2/api/open/course', { course_id: courseId });
    expect(page).toMatchObject({ seats_left: 0, course: { enrolled_count: 20 } });

    // A withdrawal frees exactly one seat.
    const enrolled = tokens.filter((_, index) => answers[index]?.status === 200);
    const waiting = tokens.filter((_, index) => answers[index]?.status === 409);
    await ok(env.server.url, `${s}/course/signup`, { course_id: courseId, action: 'withdraw' }, enrolled[0]);
    const retry = await Promise.all(
      waiting
        .slice(0, 5)
        .map((token) => call(env.server.url, `${s}/course/signup`, { course_id: courseId }, { token })),
    );
    expect(retry.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('never lets parallel submissions pass the attempt limit', async () => {
    const {
      course_id: courseId,
      unit_ids: unitIds,
      quiz_id: quizId,
    } = await buildCourse(env.server.url, env.staff, { max_attempts: 2 });
    const [token = ''] = await createLearners(env.server, 1, 'burst');
    await ok(env.server.url, `${s}/course/signup`, { course_id: courseId }, token);
    await ok(env.server.url, `${s}/study/complete`, { unit_id: unitIds[0] }, token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(env.server.url, `${s}/quiz/submit`, { quiz_id: quizId, answers: RIGHT_ANSWERS }, { token }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(6);
    const result = await ok(env.server.url, `${s}/quiz/result`, { quiz_id: quizId }, token);
    expect(result.attempts.map((attempt: { attempt_no: number }) => attempt.attempt_no)).toEqual([1, 2]);
  });

  it('answers one learner’s parallel sign-ups as one enrolment, never an error', async () => {
    const { course_id: courseId } = await buildCourse(env.server.url, env.staff, { capacity: 5 });
    const [token = ''] = await createLearners(env.server, 1, 'twice');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(env.server.url, `${s}/course/signup`, { course_id: courseId }, { token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.changed === true)).toHaveLength(1);
    const page = await ok(env.server.url, '/v2/api/open/course', { course_id: courseId });
    expect(page).toMatchObject({ seats_left: 4, course: { enrolled_count: 1 } });
  });
});
