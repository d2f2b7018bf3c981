import { describe, expect, it } from 'vitest';
import { roleLabelFor } from '../src/features/users/roles.service';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { person } from './support/institutes';
import { buildCourse, createLearners, emailsStartingWith, ok, useLearningServer } from './support/learning';

const enrolPath = '/v2/api/admin/edu/course/enrol';

describe.each(testDialects())('learning: administrators enrol learners in bulk (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  const emailsOf = (prefix: string) => emailsStartingWith(env.server, prefix);

  async function enrolmentStates(courseId: string) {
    const rows = await env.server.server.ctx.db
      .selectFrom('enrolments')
      .innerJoin('users', 'users.id', 'enrolments.user_id')
      .select(['users.email', 'enrolments.state'])
      .where('enrolments.course_id', '=', courseId)
      .orderBy('users.email')
      .execute();
    return rows.map((row) => [row.email, row.state]);
  }

  it('plans, enrols, re-enrols after a withdrawal, and stops at the capacity, row by row', async () => {
    const { course_id: courseId } = await buildCourse(env.server.url, env.staff, { capacity: 3 });
    const tokens = await createLearners(env.server, 4, `bulk-${dialect}-`);
    const [a = '', b = '', c = '', d = ''] = await emailsOf(`bulk-${dialect}-`);
    const rows = [
      { email: a.toUpperCase() },
      { email: b },
      { email: 'research@example.com' },
      { email: 'nobody@example.com' },
      { email: a },
    ];

    const dry = await ok(env.server.url, enrolPath, { course_id: courseId, rows, dry_run: true }, env.staff);
    expect(dry.summary).toEqual({ created: 2, updated: 0, unchanged: 1, failed: 2 });
    expect(await enrolmentStates(courseId)).toEqual([]);

    const real = await ok(env.server.url, enrolPath, { course_id: courseId, rows }, env.staff);
    expect(real.rows.map((row: { key: string; outcome: string }) => [row.key, row.outcome])).toEqual([
      [a, 'created'],
      [b, 'created'],
      ['research@example.com', 'failed'],
      ['nobody@example.com', 'failed'],
      [a, 'unchanged'],
    ]);
    expect(real.rows[2].reason).toEqual({
      code: 'NOT_A_LEARNER',
      message: 'research@example.com does not have the AI Learning role. Give it to them, then enrol them.',
    });
    expect(real.rows[3].reason).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found: account nobody@example.com',
    });
    expect(await enrolmentStates(courseId)).toEqual([
      [a, 'active'],
      [b, 'active'],
    ]);
    // The enrolled learner can study at once.
    const outline = await ok(
      env.server.url,
      '/v2/api/student/edu/study/units',
      { course_id: courseId },
      tokens[0],
    );
    expect(outline.progress.units_done).toBe(0);

    await ok(
      env.server.url,
      '/v2/api/student/edu/course/signup',
      { course_id: courseId, action: 'withdraw' },
      tokens[1],
    );
    const again = await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: a }, { email: b }, { email: c }, { email: d }] },
      env.staff,
    );
    expect(again.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'unchanged',
      'updated',
      'created',
      'failed',
    ]);
    expect(again.rows[3].reason.code).toBe('COURSE_FULL');
    const page = await ok(env.server.url, '/v2/api/open/course', { course_id: courseId });
    expect(page).toMatchObject({ seats_left: 0, course: { enrolled_count: 3 } });

    const audit = await env.server.server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_id', '=', courseId)
      .where('action', '=', 'course.enrol')
      .execute();
    expect(audit).toHaveLength(4);
  });

  it('enrols while self-service enrolment is closed, but never in a draft, and only for administrators', async () => {
    const { course_id: courseId } = await buildCourse(env.server.url, env.staff);
    await ok(
      env.server.url,
      '/v2/api/admin/edu/course/update-info',
      { course_id: courseId, enrolment_open: false },
      env.staff,
    );
    const [token = ''] = await createLearners(env.server, 1, `closed-${dialect}-`);
    const [email = ''] = await emailsOf(`closed-${dialect}-`);
    const self = await call(
      env.server.url,
      '/v2/api/student/edu/course/signup',
      { course_id: courseId },
      { token },
    );
    expect(self.body.error.code).toBe('ENROLMENT_CLOSED');
    const byAdmin = await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email }] },
      env.staff,
    );
    expect(byAdmin.summary.created).toBe(1);

    const draft = await buildCourse(env.server.url, env.staff, { publish: false });
    const refused = await call(
      env.server.url,
      enrolPath,
      { course_id: draft.course_id, rows: [{ email }] },
      { token: env.staff },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'COURSE_NOT_READY' });
    expect(refused.body.error.message).toContain('only a published course takes learners');

    const missing = await call(
      env.server.url,
      enrolPath,
      { course_id: 'nope', rows: [{ email }] },
      { token: env.staff },
    );
    expect(missing.status).toBe(404);
    const badEmail = await call(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: 'not-an-email' }] },
      { token: env.staff },
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields[0].field).toBe('rows.0.email');
    const asLearner = await call(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email }] },
      { token },
    );
    expect(asLearner.status).toBe(403);
  });

  it('gives the AI Learning role with grant_role, audited and told, only when the enrolment happens', async () => {
    const { course_id: courseId } = await buildCourse(env.server.url, env.staff, { capacity: 1 });
    const ctx = env.server.server.ctx;
    const member = await person(env.server, `grant-${dialect}`, []);
    const other = await person(env.server, `grant-full-${dialect}`, []);
    const rolesOf = async (id: string) =>
      (await ctx.db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute()).map(
        (row) => row.role,
      );
    const roleAudits = async (id: string) =>
      ctx.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('action', '=', 'user.roles.update')
        .where('target_id', '=', id)
        .execute();

    const plain = await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: member.email }] },
      env.staff,
    );
    expect(plain.rows[0].reason.code).toBe('NOT_A_LEARNER');

    const dry = await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: member.email }], grant_role: true, dry_run: true },
      env.staff,
    );
    expect(dry.summary).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 0 });
    expect(await rolesOf(member.id)).toEqual([]);

    const real = await ok(
      env.server.url,
      enrolPath,
      { course_id: courseId, rows: [{ email: member.email }, { email: other.email }], grant_role: true },
      env.staff,
    );
    expect(real.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['created', 'failed']);
    expect(real.rows[1].reason.code).toBe('COURSE_FULL');
    expect(await rolesOf(member.id)).toEqual([8]);
    // The course was full for the second: no role without the enrolment.
    expect(await rolesOf(other.id)).toEqual([]);
    expect(await roleAudits(other.id)).toEqual([]);
    const [audit] = await roleAudits(member.id);
    expect(JSON.parse(String(audit?.before)).roles).toEqual([]);
    expect(JSON.parse(String(audit?.after)).roles).toEqual([8]);
    const label = await ctx.db
      .selectFrom('users')
      .select('role_label')
      .where('id', '=', member.id)
      .executeTakeFirst();
    expect(label?.role_label).toBe(roleLabelFor([8]));
    const notices = await ctx.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', member.id)
      .where('kind', '=', 'roles.granted')
      .execute();
    expect(notices).toHaveLength(1);
    // The new learner studies at once with the session they already had.
    const outline = await ok(
      env.server.url,
      '/v2/api/student/edu/study/units',
      { course_id: courseId },
      member.token,
    );
    expect(outline.progress.units_done).toBe(0);
  });
});
