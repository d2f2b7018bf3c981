// Issue 18, item 17: a quiz's answer key (correct options, accepted answers, explanations) reaches a learner
// only once they passed or have no attempt left, unless the quiz's `reveal_answers` says after each attempt.
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import {
  buildCourse,
  createLearners,
  HALF_ANSWERS,
  ok,
  RIGHT_ANSWERS,
  useLearningServer,
} from './support/learning';

const s = '/v2/api/student/edu';
const admin = '/v2/api/admin/edu';
const BLANK = [{ question_id: 'q1', option_ids: [] }];

interface Feedback {
  question_id: string;
  correct: boolean;
  correct_option_ids: string[];
  accepted_answers: string[];
  explanation: string;
}

const keyOf = (feedback: Feedback[]) =>
  feedback.map(({ correct_option_ids, accepted_answers, explanation }) => ({
    correct_option_ids,
    accepted_answers,
    explanation,
  }));
const NO_KEY = Array.from({ length: 4 }, () => ({
  correct_option_ids: [],
  accepted_answers: [],
  explanation: '',
}));
const q4 = (feedback: Feedback[]) => feedback.find((item) => item.question_id === 'q4');

describe.each(testDialects())('learning: when the answer key is shown (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  async function enrolled(options: Parameters<typeof buildCourse>[2], tag: string) {
    const course = await buildCourse(env.server.url, env.staff, options);
    const [token = ''] = await createLearners(env.server, 1, tag);
    await ok(env.server.url, `${s}/course/signup`, { course_id: course.course_id }, token);
    await ok(env.server.url, `${s}/study/complete`, { unit_id: course.unit_ids[0] }, token);
    return { ...course, token };
  }

  it('withholds the key after a blank failed attempt with attempts left, everywhere, and keeps right or wrong', async () => {
    const {
      quiz_id: quizId,
      course_id: courseId,
      unit_ids: unitIds,
      token,
    } = await enrolled({ max_attempts: 2 }, 'withheld');
    const setting = await ok(env.server.url, `${admin}/quiz/get`, { unit_id: unitIds[1] }, env.staff);
    expect(setting.reveal_answers).toBe('after_pass_or_last_attempt');

    const blank = await ok(env.server.url, `${s}/quiz/submit`, { quiz_id: quizId, answers: BLANK }, token);
    expect(blank).toMatchObject({ score: 0, percent: 0, passed: false, key_shown: false });
    expect(blank.standing.attempts_left).toBe(1);
    expect(keyOf(blank.feedback)).toEqual(NO_KEY);
    expect(blank.feedback.map((item: Feedback) => item.correct)).toEqual([false, false, false, false]);
    expect(JSON.stringify(blank)).not.toContain('benchmark');

    const result = await ok(env.server.url, `${s}/quiz/result`, { quiz_id: quizId }, token);
    expect(result.best.key_shown).toBe(false);
    expect(keyOf(result.best.feedback)).toEqual(NO_KEY);
    const review = await ok(env.server.url, `${s}/study/review`, { course_id: courseId }, token);
    expect(review.quizzes[0].best.key_shown).toBe(false);
    expect(JSON.stringify(review)).not.toContain('benchmark');
  });

  it('shows the key once the learner passed', async () => {
    const { quiz_id: quizId, token } = await enrolled({ max_attempts: 3 }, 'passer');
    const half = await ok(
      env.server.url,
      `${s}/quiz/submit`,
      { quiz_id: quizId, answers: HALF_ANSWERS },
      token,
    );
    expect(half.key_shown).toBe(false);
    const passed = await ok(
      env.server.url,
      `${s}/quiz/submit`,
      { quiz_id: quizId, answers: RIGHT_ANSWERS },
      token,
    );
    expect(passed).toMatchObject({ passed: true, key_shown: true });
    expect(passed.standing.attempts_left).toBe(1);
    expect(q4(passed.feedback)).toMatchObject({
      accepted_answers: ['benchmark'],
      explanation: 'A benchmark.',
    });
    const result = await ok(env.server.url, `${s}/quiz/result`, { quiz_id: quizId }, token);
    expect(result.best).toMatchObject({ attempt_no: 2, key_shown: true });
  });

  it('shows the key after the last attempt, passed or not', async () => {
    const { quiz_id: quizId, token } = await enrolled({ max_attempts: 2 }, 'last');
    await ok(env.server.url, `${s}/quiz/submit`, { quiz_id: quizId, answers: BLANK }, token);
    const last = await ok(
      env.server.url,
      `${s}/quiz/submit`,
      { quiz_id: quizId, answers: HALF_ANSWERS },
      token,
    );
    expect(last).toMatchObject({ passed: false, key_shown: true, standing: { attempts_left: 0 } });
    expect(q4(last.feedback)).toMatchObject({ correct: false, accepted_answers: ['benchmark'] });
    const result = await ok(env.server.url, `${s}/quiz/result`, { quiz_id: quizId }, token);
    expect(result.best.key_shown).toBe(true);
    expect(q4(result.best.feedback)?.explanation).toBe('A benchmark.');
  });

  it('shows the key after each attempt when the quiz says so', async () => {
    const {
      quiz_id: quizId,
      unit_ids: unitIds,
      token,
    } = await enrolled({ max_attempts: 2, reveal_answers: 'after_each_attempt' }, 'each');
    const setting = await ok(env.server.url, `${admin}/quiz/get`, { unit_id: unitIds[1] }, env.staff);
    expect(setting.reveal_answers).toBe('after_each_attempt');
    const blank = await ok(env.server.url, `${s}/quiz/submit`, { quiz_id: quizId, answers: BLANK }, token);
    expect(blank).toMatchObject({ passed: false, key_shown: true, standing: { attempts_left: 1 } });
    expect(q4(blank.feedback)).toMatchObject({
      accepted_answers: ['benchmark'],
      explanation: 'A benchmark.',
    });
  });

  it('withholds the key of an after-each-attempt quiz with unlimited attempts until the learner passes', async () => {
    const { quiz_id: quizId, token } = await enrolled(
      { max_attempts: null, reveal_answers: 'after_each_attempt' },
      'unlimited',
    );
    const blank = await ok(env.server.url, `${s}/quiz/submit`, { quiz_id: quizId, answers: BLANK }, token);
    expect(blank).toMatchObject({ passed: false, key_shown: false, standing: { attempts_left: null } });
    expect(keyOf(blank.feedback)).toEqual(NO_KEY);
    expect(JSON.stringify(blank)).not.toContain('benchmark');
    const result = await ok(env.server.url, `${s}/quiz/result`, { quiz_id: quizId }, token);
    expect(result.best.key_shown).toBe(false);
    expect(JSON.stringify(result)).not.toContain('benchmark');
    const passed = await ok(
      env.server.url,
      `${s}/quiz/submit`,
      { quiz_id: quizId, answers: RIGHT_ANSWERS },
      token,
    );
    expect(passed).toMatchObject({ passed: true, key_shown: true });
    expect(q4(passed.feedback)?.explanation).toBe('A benchmark.');
  });

  it('carries the setting through a course bundle export and import; a bundle without it takes the default', async () => {
    const courseId = (await ok(env.server.url, '/v2/api/open/course', { slug: 'responsible-ai' })).course.id;
    const exported = await ok(env.server.url, `${admin}/course/export`, { course_id: courseId }, env.staff);
    const quizzes = exported.bundle.units.flatMap((unit: { quiz: unknown }) =>
      unit.quiz ? [unit.quiz] : [],
    );
    expect(quizzes.length).toBeGreaterThan(0);
    for (const quiz of quizzes) expect(quiz.reveal_answers).toBe('after_pass_or_last_attempt');

    const copy = structuredClone(exported.bundle);
    copy.course.slug = `responsible-ai-reveal-${dialect}`;
    const withQuiz = copy.units.find((unit: { quiz: unknown }) => unit.quiz);
    withQuiz.quiz.reveal_answers = 'after_each_attempt';
    const created = await ok(env.server.url, `${admin}/course/import`, { bundle: copy }, env.staff);
    const round = await ok(
      env.server.url,
      `${admin}/course/export`,
      { course_id: created.course_id },
      env.staff,
    );
    expect(round.bundle).toEqual(copy);

    delete withQuiz.quiz.reveal_answers;
    const older = await ok(env.server.url, `${admin}/course/import`, { bundle: copy }, env.staff);
    expect(older.items).toContainEqual({ kind: 'quiz', key: withQuiz.slug, outcome: 'updated' });
    const after = await ok(
      env.server.url,
      `${admin}/course/export`,
      { course_id: created.course_id },
      env.staff,
    );
    expect(
      after.bundle.units.find((unit: { slug: string }) => unit.slug === withQuiz.slug).quiz.reveal_answers,
    ).toBe('after_pass_or_last_attempt');
  });
});
