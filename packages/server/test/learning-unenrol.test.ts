import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { buildCourse, createLearners, emailsStartingWith, ok, useLearningServer } from './support/learning';

const enrolPath = '/v2/api/admin/edu/course/enrol';
const unenrolPath = '/v2/api/admin/edu/course/unenrol';

describe.each(testDialects())('learning: administrators withdraw learners (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  const emailsOf = (prefix: string) => emailsStartingWith(env.server, prefix);

  it('withdraws by email, keeps progress, frees the seat, and is idempotent, row by row', async () => {
    const ctx = env.server.server.ctx;
    const { course_id: courseId, unit_ids: unitIds } = await buildCourse(env.server.url, env.staff, {
      capacity: 3,
    });
    const tokens = await createLearners(env.server, 4, `unenrol-${dialect}-`);
    const [a = '', b = '', c = '', d = ''] = await emailsOf(`unenrol-${dialect}-`);
    await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: a }, { email: b }, { email: c }] },
      env.staff,
    );
    await ok(env.server.url, '/v2/api/student/edu/study/complete', { unit_id: unitIds[0] }, tokens[0]);
    // The third learner finished the course (set here; study.test.ts earns it): the certificate stands.
    const cUser = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', c)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('enrolments')
      .set({ state: 'completed' })
      .where('user_id', '=', cUser.id)
      .where('course_id', '=', courseId)
      .execute();

    const rows = [{ email: a.toUpperCase() }, { email: d }, { email: c }, { email: 'nobody@example.com' }];
    const dry = await ok(
      env.server.url,
      unenrolPath,
      { course_id: courseId, rows, dry_run: true },
      env.staff,
    );
    expect(dry.summary).toEqual({ created: 0, updated: 1, unchanged: 0, failed: 3 });
    const states = async () =>
      (
        await ctx.db
          .selectFrom('enrolments')
          .innerJoin('users', 'users.id', 'enrolments.user_id')
          .select(['users.email', 'enrolments.state'])
          .where('enrolments.course_id', '=', courseId)
          .orderBy('users.email')
          .execute()
      ).map((row) => [row.email, row.state]);
    expect(await states()).toEqual([
      [a, 'active'],
      [b, 'active'],
      [c, 'completed'],
    ]);

    const real = await ok(env.server.url, unenrolPath, { course_id: courseId, rows }, env.staff);
    expect(real.rows.map((row: { key: string; outcome: string }) => [row.key, row.outcome])).toEqual([
      [a, 'updated'],
      [d, 'failed'],
      [c, 'failed'],
      ['nobody@example.com', 'failed'],
    ]);
    expect(real.rows[1].reason).toEqual({
      code: 'NOT_ENROLLED',
      message: `${d} is not enrolled in this course.`,
    });
    expect(real.rows[2].reason.code).toBe('CONFLICT');
    expect(real.rows[2].reason.message).toContain('keeps its certificate');
    expect(real.rows[3].reason).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found: account nobody@example.com',
    });
    expect(await states()).toEqual([
      [a, 'withdrawn'],
      [b, 'active'],
      [c, 'completed'],
    ]);
    // The seat is free for someone else (capacity 3: b, the completed c, and now d).
    const page = await ok(env.server.url, '/v2/api/open/course', { course_id: courseId });
    expect(page.course.enrolled_count).toBe(2);
    const seat = await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: d }] },
      env.staff,
    );
    expect(seat.summary.created).toBe(1);

    // Again: already withdrawn is unchanged, and nothing more is audited.
    const again = await ok(
      env.server.url,
      unenrolPath,
      { course_id: courseId, rows: [{ email: a }] },
      env.staff,
    );
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 1, failed: 0 });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('target_id', '=', courseId)
      .where('action', '=', 'course.unenrol')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]?.before)).state).toBe('active');
    expect(JSON.parse(String(audit[0]?.after)).state).toBe('withdrawn');

    // Re-enrolled once a seat is free again, the learner resumes where they were: the unit done before is done.
    await ok(env.server.url, unenrolPath, { course_id: courseId, rows: [{ email: d }] }, env.staff);
    const back = await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: a }] },
      env.staff,
    );
    expect(back.summary.updated).toBe(1);
    const outline = await ok(
      env.server.url,
      '/v2/api/student/edu/study/units',
      { course_id: courseId },
      tokens[0],
    );
    expect(outline.progress.units_done).toBe(1);
  });

  it('answers only administrators, and names a missing course', async () => {
    const { course_id: courseId } = await buildCourse(env.server.url, env.staff);
    const [token = ''] = await createLearners(env.server, 1, `unenrol-auth-${dialect}-`);
    const [email = ''] = await emailsOf(`unenrol-auth-${dialect}-`);
    const asLearner = await call(
      env.server.url,
      unenrolPath,
      { course_id: courseId, rows: [{ email }] },
      { token },
    );
    expect(asLearner.status).toBe(403);
    const anonymous = await call(env.server.url, unenrolPath, { course_id: courseId, rows: [{ email }] });
    expect(anonymous.status).toBe(401);
    const missing = await call(
      env.server.url,
      unenrolPath,
      { course_id: 'nope', rows: [{ email }] },
      { token: env.staff },
    );
    expect(missing.status).toBe(404);
  });
});
