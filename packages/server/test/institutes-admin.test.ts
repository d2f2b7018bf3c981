import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { mailsTo } from './support/events';
import { call } from './support/http';
import {
  INSTITUTE,
  makeInstitute,
  person,
  SUPERVISOR_ADMIN,
  useInstitutesServer,
} from './support/institutes';
import { buildCourse, ok, RIGHT_ANSWERS } from './support/learning';

describe.each(testDialects())('institutes: administration (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);

  it('creates, edits, lists with search and filters, and answers one institute with counts', async () => {
    const slug = `north-${dialect}`;
    const created = await ok(
      env.server.url,
      `${INSTITUTE}/add`,
      {
        name: 'Northfield University',
        slug,
        kind: 'university',
        country: 'mx',
        time_zone: 'America/Mexico_City',
        website: 'https://northfield.example.edu',
        email_domains: ['northfield.example.edu'],
      },
      env.staff,
    );
    expect(created).toMatchObject({
      slug,
      country: 'MX',
      status: 'active',
      counts: { teams: 0, members: 0 },
    });
    const again = await call(
      env.server.url,
      `${INSTITUTE}/add`,
      { name: 'Other', slug, kind: 'school' },
      { token: env.staff },
    );
    expect(again.status).toBe(409);
    const bad = await call(
      env.server.url,
      `${INSTITUTE}/add`,
      { name: 'Bad', slug: 'bad-url', kind: 'school', website: 'javascript:alert(1)' },
      { token: env.staff },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('website');

    const updated = await ok(
      env.server.url,
      `${INSTITUTE}/update`,
      { institute_id: slug, name: 'Northfield Univ.' },
      env.staff,
    );
    expect(updated.name).toBe('Northfield Univ.');
    const listed = await ok(
      env.server.url,
      `${INSTITUTE}/listing`,
      { query: 'northfield u', kind: 'university' },
      env.staff,
    );
    expect(listed.items.map((i: { slug: string }) => i.slug)).toContain(slug);
    const none = await ok(
      env.server.url,
      `${INSTITUTE}/listing`,
      { query: 'northfield', kind: 'bootcamp' },
      env.staff,
    );
    expect(none.items.map((i: { slug: string }) => i.slug)).not.toContain(slug);
    const got = await ok(env.server.url, `${INSTITUTE}/get`, { institute_id: created.id }, env.staff);
    expect(got).toMatchObject({ id: created.id, teams: [], supervisors: [], courses: [] });
  });

  it('keeps team membership as history: a move closes one stay and opens another', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['Alpha', 'Beta']);
    const learner = await person(env.server, 'hist', [ROLE.learner]);
    const manage = (body: object) =>
      ok(env.server.url, `${INSTITUTE}/manage`, { institute_id: inst.id, ...body }, env.staff);
    await manage({ action: 'member_add', user: learner.email, team_id: inst.teams.Alpha });
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    const moveAt = new Date(Date.now() + 3_600_000);
    ctx.now = () => moveAt;
    try {
      await manage({ action: 'member_move', user: learner.id, team_id: inst.teams.Beta });
    } finally {
      ctx.now = realNow;
    }
    const roster = (body: object) =>
      ok(env.server.url, `${INSTITUTE}/roster`, { institute_id: inst.id, ...body }, env.staff);
    const now = await roster({});
    expect(now.items.map((m: { team_name: string }) => m.team_name)).toEqual(['Beta']);
    const before = await roster({ at: new Date(moveAt.getTime() - 60_000).toISOString() });
    expect(before.items.map((m: { team_name: string }) => m.team_name)).toEqual(['Alpha']);
    const history = await roster({ history: true, sort: 'from' });
    expect(
      history.items.map((m: { team_name: string; until: string | null }) => [m.team_name, m.until !== null]),
    ).toEqual([
      ['Alpha', true],
      ['Beta', false],
    ]);
    // A non-learner is refused by name; nothing changes.
    const staffer = await person(env.server, 'nolearn', [ROLE.admin]);
    const refused = await call(
      env.server.url,
      `${INSTITUTE}/manage`,
      { institute_id: inst.id, action: 'member_add', user: staffer.email, team_id: null },
      { token: env.staff },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NOT_A_LEARNER');
  });

  it('refuses changes to an archived institute and to a closed team, changing nothing', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['Open', 'Gone']);
    const learner = await person(env.server, 'closed', [ROLE.learner]);
    const manage = (body: object) =>
      call(env.server.url, `${INSTITUTE}/manage`, { institute_id: inst.id, ...body }, { token: env.staff });
    expect((await manage({ action: 'team_close', team_id: inst.teams.Gone })).status).toBe(200);
    const intoClosed = await manage({ action: 'member_add', user: learner.email, team_id: inst.teams.Gone });
    expect(intoClosed.status).toBe(409);
    expect(intoClosed.body.error.code).toBe('TEAM_CLOSED');
    expect(intoClosed.body.error.message).toContain('Gone');
    await manage({ action: 'member_add', user: learner.email, team_id: inst.teams.Open });
    // A team with members cannot be closed.
    expect((await manage({ action: 'team_close', team_id: inst.teams.Open })).status).toBe(409);

    expect((await manage({ action: 'archive' })).status).toBe(200);
    const rename = await manage({ action: 'team_rename', team_id: inst.teams.Open, name: 'Renamed' });
    expect(rename.status).toBe(409);
    expect(rename.body.error.code).toBe('INSTITUTE_ARCHIVED');
    const edit = await call(
      env.server.url,
      `${INSTITUTE}/update`,
      { institute_id: inst.id, name: 'Nope' },
      { token: env.staff },
    );
    expect(edit.body.error.code).toBe('INSTITUTE_ARCHIVED');
    const invite = await call(
      env.server.url,
      '/v2/api/admin/institute/supervisor/invite',
      { institute_id: inst.id, email: 'someone@example.com' },
      { token: env.staff },
    );
    expect(invite.body.error.code).toBe('INSTITUTE_ARCHIVED');
    const got = await ok(env.server.url, `${INSTITUTE}/get`, { institute_id: inst.id }, env.staff);
    expect(got.status).toBe('archived');
    expect(got.teams.map((t: { name: string }) => t.name).sort()).toEqual(['Gone', 'Open']);
    expect(got.counts.pending_invitations).toBe(0);
    expect((await manage({ action: 'restore' })).status).toBe(200);
    expect((await manage({ action: 'team_rename', team_id: inst.teams.Open, name: 'Renamed' })).status).toBe(
      200,
    );
  });

  it('assigns a course: enrols current members (dry run first) and members who join later', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['Cohort']);
    const course = await buildCourse(env.server.url, env.staff);
    const first = await person(env.server, 'assign-a', [ROLE.learner]);
    const later = await person(env.server, 'assign-b', [ROLE.learner]);
    const manage = (body: object) =>
      ok(env.server.url, `${INSTITUTE}/manage`, { institute_id: inst.id, ...body }, env.staff);
    await manage({ action: 'member_add', user: first.email, team_id: inst.teams.Cohort });
    const dry = await manage({
      action: 'course_assign',
      course_id: course.course_id,
      team_id: inst.teams.Cohort,
      dry_run: true,
    });
    expect(dry).toMatchObject({ enrolled: 1, skipped: 0, dry_run: true });
    const enrolments = () =>
      env.server.server.ctx.db
        .selectFrom('enrolments')
        .select('user_id')
        .where('course_id', '=', course.course_id)
        .execute();
    expect(await enrolments()).toEqual([]);
    const real = await manage({
      action: 'course_assign',
      course_id: course.course_id,
      team_id: inst.teams.Cohort,
    });
    expect(real).toMatchObject({ enrolled: 1, dry_run: false });
    const twice = await call(
      env.server.url,
      `${INSTITUTE}/manage`,
      {
        institute_id: inst.id,
        action: 'course_assign',
        course_id: course.course_id,
        team_id: inst.teams.Cohort,
      },
      { token: env.staff },
    );
    expect(twice.body.error.code).toBe('ALREADY_EXISTS');
    await manage({ action: 'member_add', user: later.email, team_id: inst.teams.Cohort });
    expect((await enrolments()).map((row) => row.user_id).sort()).toEqual([first.id, later.id].sort());

    // Progress from real study: the first learner does a unit and passes the second one's quiz (which completes it).
    await ok(
      env.server.url,
      '/v2/api/student/edu/study/complete',
      { unit_id: course.unit_ids[0] },
      first.token,
    );
    await ok(
      env.server.url,
      '/v2/api/student/edu/quiz/submit',
      { quiz_id: course.quiz_id, answers: RIGHT_ANSWERS },
      first.token,
    );
    const progress = await ok(
      env.server.url,
      '/v2/api/edu/institute/progress',
      { institute_id: inst.slug },
      env.staff,
    );
    const byEmail = new Map(progress.learners.map((l: { email: string }) => [l.email, l]));
    expect(byEmail.get(later.email)).toMatchObject({ status: 'not_started' });
    expect(byEmail.get(first.email)).toMatchObject({
      status: 'active',
      courses: [{ units_done: 2, unit_count: 3, percent: 67, quiz_average: 100, certificate_code: null }],
    });
    // A session that outlives the jump of the clock.
    const admin = await person(env.server, 'admin-clock', [ROLE.admin]);
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 15 * 86_400_000);
    try {
      const weeksLater = await ok(
        env.server.url,
        '/v2/api/edu/institute/progress',
        { institute_id: inst.id, status: 'stalled' },
        admin.token,
      );
      expect(weeksLater.learners.map((l: { email: string }) => l.email).sort()).toEqual(
        [first.email, later.email].sort(),
      );
    } finally {
      ctx.now = realNow;
    }
    // Unassigning keeps progress and enrolments.
    await manage({ action: 'course_unassign', course_id: course.course_id, team_id: inst.teams.Cohort });
    expect(await enrolments()).toHaveLength(2);
  });

  it('imports a roster: creates and invites missing accounts, moves members, and a second run changes nothing', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['North', 'South']);
    const known = await person(env.server, 'roster-known', [ROLE.learner]);
    const path = `${INSTITUTE}/roster-import`;
    const rows = [
      { email: known.email, team: 'north' },
      { email: `new-${dialect}@roster.example.org`, first_name: 'Nora', last_name: 'Nuevo', team: 'South' },
      { email: `lost-${dialect}@roster.example.org`, team: 'West' },
    ];
    const dry = await ok(env.server.url, path, { institute_id: inst.id, rows, dry_run: true }, env.staff);
    expect(dry.summary).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 1 });
    expect(await mailsTo(env.server, `new-${dialect}@roster.example.org`)).toEqual([]);
    const real = await ok(env.server.url, path, { institute_id: inst.id, rows }, env.staff);
    expect(real.summary).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 1 });
    expect(real.rows[2].reason.message).toContain('West');
    expect(await mailsTo(env.server, `new-${dialect}@roster.example.org`)).toHaveLength(1);
    const again = await ok(
      env.server.url,
      path,
      { institute_id: inst.id, rows: rows.slice(0, 2) },
      env.staff,
    );
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    const moved = await ok(
      env.server.url,
      path,
      { institute_id: inst.id, rows: [{ email: known.email, team: 'South' }] },
      env.staff,
    );
    expect(moved.summary.updated).toBe(1);
    expect(await mailsTo(env.server, `new-${dialect}@roster.example.org`)).toHaveLength(1);
    const roster = await ok(env.server.url, `${INSTITUTE}/roster`, { institute_id: inst.id }, env.staff);
    expect(roster.items.map((m: { team_name: string }) => m.team_name)).toEqual(['South', 'South']);
  });

  it('imports a roster set-based: a repeated email moves its own new member, same-named addresses get distinct user names', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['East', 'West']);
    const twin = (domain: string) => `twin-${dialect}@${domain}.example.org`;
    const rows = [
      { email: twin('one'), first_name: 'Uno', team: 'East' },
      { email: twin('two'), first_name: 'Dos', team: 'East' },
      { email: twin('one'), team: 'West' },
      { email: twin('three'), team: 'Nowhere' },
    ];
    const answer = await ok(
      env.server.url,
      `${INSTITUTE}/roster-import`,
      { institute_id: inst.id, rows },
      env.staff,
    );
    expect(answer.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'created',
      'created',
      'updated',
      'failed',
    ]);
    const users = await env.server.server.ctx.db
      .selectFrom('users')
      .select(['email', 'user_name'])
      .where('email', 'like', `twin-${dialect}@%`)
      .execute();
    expect(users.map((user) => user.email).sort()).toEqual([twin('one'), twin('two')]);
    expect(new Set(users.map((user) => user.user_name.toLowerCase())).size).toBe(2);
    expect(await mailsTo(env.server, twin('one'))).toHaveLength(1);
    expect(await mailsTo(env.server, twin('two'))).toHaveLength(1);
    const roster = await ok(env.server.url, `${INSTITUTE}/roster`, { institute_id: inst.id }, env.staff);
    expect(roster.items.map((m: { team_name: string }) => m.team_name).sort()).toEqual(['East', 'West']);
  });

  it('answers the audit entries of the institute and its teams, with names instead of ids', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['Alpha', 'Beta']);
    const other = await makeInstitute(env.server, env.staff, ['Gamma']);
    const learner = await person(env.server, 'audited', [ROLE.learner]);
    const manage = (body: object) =>
      ok(env.server.url, `${INSTITUTE}/manage`, { institute_id: inst.id, ...body }, env.staff);
    await manage({ action: 'member_add', user: learner.email, team_id: inst.teams.Alpha });
    await manage({ action: 'member_move', user: learner.email, team_id: inst.teams.Beta });
    await manage({ action: 'team_rename', team_id: inst.teams.Alpha, name: 'Alpha One' });
    await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/invite`,
      { institute_id: inst.id, email: `dean-${dialect}@example.com`, team_ids: [inst.teams.Beta] },
      env.staff,
    );
    const page = await ok(env.server.url, `${INSTITUTE}/audit`, { institute_id: inst.slug }, env.staff);
    const actions = page.items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual([
      'institute.supervisor.invite',
      'institute.team.rename',
      'institute.member.move',
      'institute.member.add',
      'institute.team.create',
      'institute.team.create',
      'institute.create',
    ]);
    expect(page.total).toBe(7);
    const [invite, rename, move, add] = page.items;
    expect(invite).toMatchObject({ email: `dean-${dialect}@example.com`, teams: ['Beta'], member: null });
    expect(rename.teams).toEqual(['Alpha One']);
    expect(move).toMatchObject({ member: { email: learner.email }, teams: ['Alpha One', 'Beta'] });
    expect(move.member.name).toBe('audited Person');
    expect(add.actor.email).toBe('staff@example.com');
    // Nothing of another institute, and an unknown one is 404.
    const theirs = await ok(env.server.url, `${INSTITUTE}/audit`, { institute_id: other.id }, env.staff);
    expect(theirs.items.map((entry: { action: string }) => entry.action)).toEqual([
      'institute.team.create',
      'institute.create',
    ]);
    const missing = await call(
      env.server.url,
      `${INSTITUTE}/audit`,
      { institute_id: 'nope' },
      { token: env.staff },
    );
    expect(missing.status).toBe(404);
    const paged = await ok(
      env.server.url,
      `${INSTITUTE}/audit`,
      { institute_id: inst.id, limit: 2 },
      env.staff,
    );
    const next = await ok(
      env.server.url,
      `${INSTITUTE}/audit`,
      { institute_id: inst.id, limit: 2, cursor: paged.next_cursor },
      env.staff,
    );
    expect(next.items.map((entry: { action: string }) => entry.action)).toEqual(actions.slice(2, 4));
  });
});
