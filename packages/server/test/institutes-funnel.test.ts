import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { mailsTo } from './support/events';
import { call } from './support/http';
import { INSTITUTE, makeInstitute, makeSupervisor, person, useInstitutesServer } from './support/institutes';
import { buildCourse, ok, RIGHT_ANSWERS } from './support/learning';

const FUNNEL = '/v2/api/edu/institute/funnel';
const STALLED = '/v2/api/edu/institute/stalled';
const DAY = 86_400_000;

describe.each(testDialects())('institutes: unit funnel and stalled learners (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);

  /** An institute of two teams, a course of three units given to everyone, three learners at different points. */
  async function setUp() {
    const inst = await makeInstitute(env.server, env.staff, ['Alpha', 'Beta']);
    const course = await buildCourse(env.server.url, env.staff);
    const a1 = await person(env.server, 'fun-a1', [ROLE.learner]);
    const a2 = await person(env.server, 'fun-a2', [ROLE.learner]);
    const b1 = await person(env.server, 'fun-b1', [ROLE.learner]);
    const manage = (body: object) =>
      ok(env.server.url, `${INSTITUTE}/manage`, { institute_id: inst.id, ...body }, env.staff);
    await manage({ action: 'member_add', user: a1.email, team_id: inst.teams.Alpha });
    await manage({ action: 'member_add', user: a2.email, team_id: inst.teams.Alpha });
    await manage({ action: 'member_add', user: b1.email, team_id: inst.teams.Beta });
    await manage({ action: 'course_assign', course_id: course.course_id, team_id: null });
    const study = (who: { token: string }, unit: string) =>
      ok(env.server.url, '/v2/api/student/edu/study/complete', { unit_id: unit }, who.token);
    await study(a1, course.unit_ids[0] ?? '');
    await ok(
      env.server.url,
      '/v2/api/student/edu/quiz/submit',
      { quiz_id: course.quiz_id, answers: RIGHT_ANSWERS },
      a1.token,
    );
    await study(a2, course.unit_ids[0] ?? '');
    const supervisor = await person(env.server, 'fun-sup', [ROLE.learner]);
    await makeSupervisor(env.server, env.staff, inst.id, supervisor, [inst.teams.Beta ?? '']);
    return { inst, course, a1, a2, b1, supervisor };
  }

  it('counts, per unit in course order, the learners of the scope who completed it', async () => {
    const { inst, course, supervisor } = await setUp();
    const whole = await ok(
      env.server.url,
      FUNNEL,
      { institute_id: inst.slug, course_id: course.course_id },
      env.staff,
    );
    expect(whole.course.id).toBe(course.course_id);
    expect(whole.enrolled).toBe(3);
    expect(whole.completed).toBe(0);
    expect(whole.units.map((unit: { reached: number }) => unit.reached)).toEqual([2, 1, 0]);
    expect(whole.units.map((unit: { position: number }) => unit.position)).toEqual(
      [...whole.units.map((unit: { position: number }) => unit.position)].sort((a, b) => a - b),
    );
    const alpha = await ok(
      env.server.url,
      FUNNEL,
      { institute_id: inst.id, course_id: course.course_id, team_id: inst.teams.Alpha },
      env.staff,
    );
    expect(alpha.enrolled).toBe(2);
    expect(alpha.units.map((unit: { reached: number }) => unit.reached)).toEqual([2, 1, 0]);

    // A supervisor of Beta sees Beta only: the institute narrows to it, Alpha is not found.
    const mine = await ok(
      env.server.url,
      FUNNEL,
      { institute_id: inst.id, course_id: course.course_id },
      supervisor.token,
    );
    expect(mine.enrolled).toBe(1);
    expect(mine.units.map((unit: { reached: number }) => unit.reached)).toEqual([0, 0, 0]);
    const theirs = await call(
      env.server.url,
      FUNNEL,
      { institute_id: inst.id, course_id: course.course_id, team_id: inst.teams.Alpha },
      { token: supervisor.token },
    );
    expect(theirs.status).toBe(404);

    // A course the institute was not given, and a learner, are refused.
    const other = await buildCourse(env.server.url, env.staff);
    const notGiven = await call(
      env.server.url,
      FUNNEL,
      { institute_id: inst.id, course_id: other.course_id },
      { token: env.staff },
    );
    expect(notGiven.status).toBe(404);
    const learner = await person(env.server, 'fun-learner', [ROLE.learner]);
    const refused = await call(
      env.server.url,
      FUNNEL,
      { institute_id: inst.id, course_id: course.course_id },
      { token: learner.token },
    );
    expect(refused.status).toBe(403);
  });

  it('says "more than 1 day" in the singular, in each learner\'s language', async () => {
    const { inst, a1, a2, b1 } = await setUp();
    const admin = await person(env.server, 'plural-admin', [ROLE.admin]);
    const db = env.server.server.ctx.db;
    await db.updateTable('users').set({ language: 'es-MX' }).where('id', '=', a1.id).execute();
    await db.updateTable('users').set({ language: 'ja-JP' }).where('id', '=', a2.id).execute();
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(realNow().getTime() + 2 * DAY);
    try {
      const sent = await ok(
        env.server.url,
        STALLED,
        { institute_id: inst.id, days: 1, send: true },
        admin.token,
      );
      expect(sent).toMatchObject({ sent: 3 });
      // The emails are jobs due at the moved clock: read them before it goes back.
      const english = (await mailsTo(env.server, b1.email)).at(-1)?.text ?? '';
      expect(english).toContain('for more than 1 day.');
      expect((await mailsTo(env.server, a1.email)).at(-1)?.text).toContain('en más de 1 día.');
      expect((await mailsTo(env.server, a2.email)).at(-1)?.text).toContain('1 日以上');
    } finally {
      ctx.now = realNow;
    }
  });

  it('previews and emails stalled learners once a day, in their language, audited', async () => {
    const { inst, course, a1, a2, b1, supervisor } = await setUp();
    const admin = await person(env.server, 'fun-admin', [ROLE.admin]);
    await env.server.server.ctx.db
      .updateTable('users')
      .set({ language: 'es-MX' })
      .where('id', '=', a2.id)
      .execute();

    // Today nobody has stalled.
    const today = await ok(env.server.url, STALLED, { institute_id: inst.id }, admin.token);
    expect(today).toMatchObject({ days: 14, learners: [], sent: 0, skipped: 0 });

    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    const jump = (days: number) => {
      ctx.now = () => new Date(realNow().getTime() + days * DAY);
    };
    try {
      jump(15);
      const preview = await ok(env.server.url, STALLED, { institute_id: inst.id }, admin.token);
      expect(preview.learners.map((l: { email: string }) => l.email).sort()).toEqual(
        [a1.email, a2.email, b1.email].sort(),
      );
      expect(preview.learners[0]).toMatchObject({ emailed_today: false });
      expect(preview.learners[0].courses).toHaveLength(1);
      expect(preview.sent).toBe(0);
      expect(await mailsTo(env.server, b1.email)).toHaveLength(0);
      // A longer threshold leaves them out.
      const patient = await ok(env.server.url, STALLED, { institute_id: inst.id, days: 30 }, admin.token);
      expect(patient.learners).toEqual([]);

      // The supervisor of Beta emails their one stalled learner; again the same day sends nothing.
      const first = await ok(
        env.server.url,
        STALLED,
        { institute_id: inst.id, send: true },
        supervisor.token,
      );
      expect(first).toMatchObject({ sent: 1, skipped: 0 });
      expect(first.learners.map((l: { email: string }) => l.email)).toEqual([b1.email]);
      const again = await ok(
        env.server.url,
        STALLED,
        { institute_id: inst.id, send: true },
        supervisor.token,
      );
      expect(again).toMatchObject({ sent: 0, skipped: 1, learners: [{ emailed_today: true }] });
      const toB1 = await mailsTo(env.server, b1.email);
      expect(toB1).toHaveLength(1);
      expect(toB1[0]?.subject).toContain(`Institute ${inst.slug}`);
      expect(toB1[0]?.text).toContain('more than 14 days');
      const outside = await call(
        env.server.url,
        STALLED,
        { institute_id: inst.id, team_id: inst.teams.Alpha, send: true },
        { token: supervisor.token },
      );
      expect(outside.status).toBe(404);

      // The administrator emails the rest of the institute: Alpha's two, Beta's one skipped.
      const all = await ok(env.server.url, STALLED, { institute_id: inst.id, send: true }, admin.token);
      expect(all).toMatchObject({ sent: 2, skipped: 1 });
      expect(await mailsTo(env.server, a1.email)).toHaveLength(1);
      const spanish = await mailsTo(env.server, a2.email);
      expect(spanish[0]?.subject).toContain('Retoma');

      // The next day is a new day.
      jump(16);
      const nextDay = await ok(env.server.url, STALLED, { institute_id: inst.id, send: true }, admin.token);
      expect(nextDay).toMatchObject({ sent: 3, skipped: 0 });
      expect(await mailsTo(env.server, b1.email)).toHaveLength(2);
    } finally {
      ctx.now = realNow;
    }

    // Each send is one audit entry on the institute, by who sent it.
    const audit = await ok(
      env.server.url,
      '/v2/api/admin/audit/list',
      { action: 'institute.stalled.email', target_id: inst.id },
      env.staff,
    );
    expect(audit.items).toHaveLength(4);
    const bySupervisor = audit.items.filter(
      (entry: { actor: { id: string } }) => entry.actor.id === supervisor.id,
    );
    expect(bySupervisor.map((entry: { after: { sent: number } }) => entry.after.sent).sort()).toEqual([0, 1]);
    // The course filter narrows; a bad threshold is a 400 naming it.
    const bad = await call(env.server.url, STALLED, { institute_id: inst.id, days: 0 }, { token: env.staff });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('days');
    const narrowed = await ok(
      env.server.url,
      STALLED,
      { institute_id: inst.id, course_id: course.course_id },
      env.staff,
    );
    expect(narrowed.learners).toEqual([]);
  });
});
