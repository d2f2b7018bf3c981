import { ROLE } from '@ailab/core/roles/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import {
  INSTITUTE,
  makeInstitute,
  makeSupervisor,
  type Person,
  person,
  SUPERVISOR_ADMIN,
  useInstitutesServer,
} from './support/institutes';
import { buildCourse, ok } from './support/learning';

type Actor =
  | 'anonymous'
  | 'learner'
  | 'supervisorHere'
  | 'supervisorElsewhere'
  | 'supervisorOtherTeam'
  | 'otherStaff'
  | 'admin';
const ACTORS: Actor[] = [
  'anonymous',
  'learner',
  'supervisorHere',
  'supervisorElsewhere',
  'supervisorOtherTeam',
  'otherStaff',
  'admin',
];

describe.each(testDialects())('institutes: who may do what (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);
  const world = {} as {
    inst: { id: string; slug: string; teams: Record<string, string> };
    other: { id: string };
    tokens: Record<Actor, string | undefined>;
    learnerA: Person;
    learnerB: Person;
    courseId: string;
  };

  beforeAll(async () => {
    const { server, staff } = env;
    world.inst = await makeInstitute(server, staff, ['A', 'B']);
    world.other = await makeInstitute(server, staff, ['Z']);
    const learner = await person(server, 'plain', [ROLE.learner]);
    const here = await person(server, 'here', [ROLE.learner]);
    const elsewhere = await person(server, 'elsewhere', [ROLE.learner]);
    const otherTeam = await person(server, 'otherteam', [ROLE.learner]);
    const otherStaff = await person(server, 'apps', [ROLE.applicationsAdmin]);
    await makeSupervisor(server, staff, world.inst.id, here);
    await makeSupervisor(server, staff, world.other.id, elsewhere);
    await makeSupervisor(server, staff, world.inst.id, otherTeam, [world.inst.teams.B ?? '']);
    world.learnerA = await person(server, 'in-a', [ROLE.learner]);
    world.learnerB = await person(server, 'in-b', [ROLE.learner]);
    const manage = (body: object) =>
      ok(server.url, `${INSTITUTE}/manage`, { institute_id: world.inst.id, ...body }, staff);
    await manage({ action: 'member_add', user: world.learnerA.email, team_id: world.inst.teams.A });
    await manage({ action: 'member_add', user: world.learnerB.email, team_id: world.inst.teams.B });
    world.courseId = (await buildCourse(server.url, staff)).course_id;
    await manage({ action: 'course_assign', course_id: world.courseId, team_id: null });
    world.tokens = {
      anonymous: undefined,
      learner: learner.token,
      supervisorHere: here.token,
      supervisorElsewhere: elsewhere.token,
      supervisorOtherTeam: otherTeam.token,
      otherStaff: otherStaff.token,
      admin: staff,
    };
  });

  const as = (actor: Actor, path: string, body: object) => {
    const token = world.tokens[actor];
    return call(env.server.url, path, body, token ? { token } : {});
  };

  it('opens the admin endpoints to administrators only', async () => {
    const adminCalls: [string, () => object][] = [
      [`${INSTITUTE}/listing`, () => ({})],
      [`${INSTITUTE}/get`, () => ({ institute_id: world.inst.id })],
      [`${INSTITUTE}/add`, () => ({ name: 'Matrix school', slug: `matrix-${dialect}`, kind: 'school' })],
      [`${INSTITUTE}/update`, () => ({ institute_id: world.inst.id, country: 'JP' })],
      [
        `${INSTITUTE}/manage`,
        () => ({ institute_id: world.inst.id, action: 'team_create', name: `T-${dialect}` }),
      ],
      [`${INSTITUTE}/roster`, () => ({ institute_id: world.inst.id })],
      [`${INSTITUTE}/audit`, () => ({ institute_id: world.inst.id })],
      [`${SUPERVISOR_ADMIN}/listing`, () => ({ institute_id: world.inst.id })],
      [
        `${SUPERVISOR_ADMIN}/invite`,
        () => ({ institute_id: world.inst.id, email: `matrix-${dialect}@example.com` }),
      ],
      [`${SUPERVISOR_ADMIN}/manage`, () => ({ action: 'revoke', invitation_id: 'none' })],
    ];
    for (const [path, body] of adminCalls)
      for (const actor of ACTORS) {
        const answer = await as(actor, path, body());
        const expected = actor === 'anonymous' ? 401 : actor === 'admin' ? undefined : 403;
        if (expected) expect(answer.status, `${actor} ${path}`).toBe(expected);
        else expect([200, 404], `${actor} ${path}: ${answer.text}`).toContain(answer.status);
      }
  });

  it('shows each supervisor their own scope and nothing else', async () => {
    const team = '/v2/api/supervisor/edu/institute/team';
    const teamA = { team_id: world.inst.teams.A };
    const expected: Record<Actor, number> = {
      anonymous: 401,
      learner: 403,
      supervisorHere: 200,
      supervisorElsewhere: 404,
      supervisorOtherTeam: 404,
      otherStaff: 403,
      admin: 403,
    };
    for (const actor of ACTORS) expect((await as(actor, team, teamA)).status, actor).toBe(expected[actor]);
    const seen = await as('supervisorHere', team, teamA);
    expect(seen.body.learners.map((l: { email: string }) => l.email)).toEqual([world.learnerA.email]);
    expect(seen.body.courses.map((c: { id: string }) => c.id)).toEqual([world.courseId]);
    const teamB = await as('supervisorOtherTeam', team, { team_id: world.inst.teams.B });
    expect(teamB.body.learners.map((l: { email: string }) => l.email)).toEqual([world.learnerB.email]);

    const info = await as('supervisorElsewhere', '/v2/api/supervisor/edu/institute/info', {});
    expect(info.body.institutes.map((i: { id: string }) => i.id)).toEqual([world.other.id]);
    const scoped = await as('supervisorOtherTeam', '/v2/api/supervisor/edu/institute/info', {});
    expect(scoped.body.institutes[0].teams.map((t: { name: string }) => t.name)).toEqual(['B']);

    const progress = '/v2/api/edu/institute/progress';
    const emails = async (actor: Actor, body: object) => {
      const answer = await as(actor, progress, { institute_id: world.inst.id, ...body });
      return answer.status === 200
        ? answer.body.learners.map((l: { email: string }) => l.email).sort()
        : answer.status;
    };
    expect(await emails('admin', {})).toEqual([world.learnerA.email, world.learnerB.email].sort());
    expect(await emails('supervisorHere', {})).toEqual([world.learnerA.email, world.learnerB.email].sort());
    expect(await emails('supervisorOtherTeam', {})).toEqual([world.learnerB.email]);
    expect(await emails('supervisorOtherTeam', { team_id: world.inst.teams.A })).toBe(404);
    expect(await emails('supervisorElsewhere', {})).toBe(404);
    expect(await emails('learner', {})).toBe(403);
    expect(await emails('anonymous', {})).toBe(401);
  });

  it('scopes the funnel and the stalled learners like progress, for every actor', async () => {
    const expected: Record<Actor, number> = {
      anonymous: 401,
      learner: 403,
      supervisorHere: 200,
      supervisorElsewhere: 404,
      supervisorOtherTeam: 200,
      otherStaff: 403,
      admin: 200,
    };
    const body = { institute_id: world.inst.id, course_id: world.courseId };
    for (const actor of ACTORS) {
      const funnel = await as(actor, '/v2/api/edu/institute/funnel', body);
      expect(funnel.status, `funnel ${actor}`).toBe(expected[actor]);
      const stalled = await as(actor, '/v2/api/edu/institute/stalled', { institute_id: world.inst.id });
      expect(stalled.status, `stalled ${actor}`).toBe(expected[actor]);
    }
    const enrolled = async (actor: Actor, extra: object = {}) =>
      (await as(actor, '/v2/api/edu/institute/funnel', { ...body, ...extra })).body.enrolled;
    expect(await enrolled('admin')).toBe(2);
    expect(await enrolled('supervisorHere')).toBe(2);
    expect(await enrolled('supervisorOtherTeam')).toBe(1);
    const outside = await as('supervisorOtherTeam', '/v2/api/edu/institute/stalled', {
      institute_id: world.inst.id,
      team_id: world.inst.teams.A,
      send: true,
    });
    expect(outside.status).toBe(404);
  });

  it('gives supervisors nothing through learning’s own endpoints', async () => {
    for (const actor of ['supervisorHere', 'supervisorOtherTeam'] as const) {
      expect(
        (await as(actor, '/v2/api/admin/edu/course/progress', { course_id: world.courseId })).status,
      ).toBe(403);
      expect((await as(actor, '/v2/api/admin/edu/course/listing', {})).status).toBe(403);
    }
  });
});
