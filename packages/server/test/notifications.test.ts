import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { notificationsFeature } from '../src/features/notifications/notifications.feature';
import { pruneReadNotifications } from '../src/features/notifications/prune-notifications';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, hoursFromNow, makeMembers, useEventServer } from './support/events';
import { call, signIn } from './support/http';
import { buildCourse, ok, RIGHT_ANSWERS } from './support/learning';

const N = '/v2/api/notifications';
const REGISTER = '/v2/api/open/event/register';
const UPDATE = '/v2/api/admin/event/update';
const ROLE_SET = '/v2/api/admin/role/add_update';
const S = '/v2/api/student/edu';

interface Item {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  link: string | null;
  read_at: string | null;
}

async function mine(url: string, token: string, body: Record<string, unknown> = {}): Promise<Item[]> {
  const answer = await call(url, `${N}/list`, { limit: 100, ...body }, { token });
  expect(answer.status).toBe(200);
  return answer.body.items;
}

async function unread(url: string, token: string): Promise<number> {
  return (await call(url, `${N}/unread_count`, {}, { token })).body.unread;
}

describe.each(testDialects())('notifications (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('seeds the demo student a few, the newest unread, and lists them newest first', async () => {
    const student = await signIn(env.server.url, 'student@example.com');
    const all = await mine(env.server.url, student);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.map((item) => item.kind)).toContain('roles.granted');
    expect(all[0]?.read_at).toBeNull();
    const count = await unread(env.server.url, student);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all.length);
    expect(await mine(env.server.url, student, { unread: true })).toHaveLength(count);
  });

  it('tells a member of a seat, a waitlist place, a promotion, a changed time and a cancellation', async () => {
    const event = await createEvent(env.server, env.admin, { capacity: 1 });
    const [first, second] = await makeMembers(env.server, 2, 'notif-ev');
    if (!first || !second) throw new Error('members were not made');
    const reg = (token: string, action: string) =>
      call(env.server.url, REGISTER, { action, event_id: event.id }, { token });
    expect((await reg(first.token, 'register')).body.status).toBe('confirmed');
    expect((await reg(second.token, 'register')).body.status).toBe('waitlisted');
    expect((await mine(env.server.url, first.token))[0]).toMatchObject({
      kind: 'event.registration.confirmed',
      link: `/events/${event.slug}`,
      read_at: null,
    });
    expect((await mine(env.server.url, second.token))[0]).toMatchObject({
      kind: 'event.registration.waitlisted',
      params: { position: 1 },
    });
    await reg(first.token, 'cancel');
    expect((await mine(env.server.url, second.token))[0]?.kind).toBe('event.waitlist.promoted');

    // A new title alone is not something attendees plan around; a new start time is.
    const before = (await mine(env.server.url, second.token)).length;
    await ok(env.server.url, UPDATE, { id: event.id, title: 'Renamed for the record' }, env.admin);
    expect(await mine(env.server.url, second.token)).toHaveLength(before);
    await ok(
      env.server.url,
      UPDATE,
      { id: event.id, starts_at: hoursFromNow(96), ends_at: hoursFromNow(98) },
      env.admin,
    );
    expect((await mine(env.server.url, second.token))[0]).toMatchObject({
      kind: 'event.changed',
      params: { event: 'Renamed for the record' },
    });
    // The one who cancelled hears nothing more.
    const firstCount = (await mine(env.server.url, first.token)).length;
    await ok(env.server.url, UPDATE, { id: event.id, state: 'cancelled' }, env.admin);
    expect((await mine(env.server.url, second.token))[0]?.kind).toBe('event.cancelled');
    expect(await mine(env.server.url, first.token)).toHaveLength(firstCount);
  });

  it('tells a learner the course is completed, with a link to it', async () => {
    const course = await buildCourse(env.server.url, env.admin);
    const [learner] = await makeMembers(env.server, 1, 'notif-learn');
    if (!learner) throw new Error('no learner');
    const token = learner.token;
    const [u1 = '', , u3 = ''] = course.unit_ids;
    await ok(env.server.url, `${S}/course/signup`, { course_id: course.course_id }, token);
    await ok(env.server.url, `${S}/study/complete`, { unit_id: u1 }, token);
    await ok(env.server.url, `${S}/quiz/submit`, { quiz_id: course.quiz_id, answers: RIGHT_ANSWERS }, token);
    expect((await mine(env.server.url, token)).map((item) => item.kind)).not.toContain('course.completed');
    await ok(env.server.url, `${S}/study/complete`, { unit_id: u3 }, token);
    await ok(env.server.url, `${S}/study/complete`, { unit_id: u3 }, token);
    const done = (await mine(env.server.url, token)).filter((item) => item.kind === 'course.completed');
    expect(done).toEqual([
      expect.objectContaining({
        params: { course: 'Evaluating AI agents' },
        link: `/ailab/my-education/mylearning/${course.course_id}`,
      }),
    ]);
  });

  it('tells a person of roles granted, once, naming only the new ones', async () => {
    const [person] = await makeMembers(env.server, 1, 'notif-role');
    if (!person) throw new Error('no member');
    const me = await call(env.server.url, '/v2/api/user/who_am_i', {}, { token: person.token });
    const id = me.body.user.id as string;
    await ok(env.server.url, ROLE_SET, { user_ids: [id], grant: [ROLE.startup, ROLE.learner] }, env.admin);
    await ok(env.server.url, ROLE_SET, { user_ids: [id], grant: [ROLE.startup] }, env.admin);
    const granted = (await mine(env.server.url, person.token)).filter(
      (item) => item.kind === 'roles.granted',
    );
    expect(granted).toEqual([expect.objectContaining({ params: { roles: String(ROLE.startup) } })]);
  });

  it('marks one, others’ ids silently, or all read; refuses a call naming neither; keeps each person’s own', async () => {
    const [alice, bob] = await makeMembers(env.server, 2, 'notif-read');
    if (!alice || !bob) throw new Error('members were not made');
    const event = await createEvent(env.server, env.admin);
    for (const person of [alice, bob])
      await call(
        env.server.url,
        REGISTER,
        { action: 'register', event_id: event.id },
        { token: person.token },
      );
    const other = await createEvent(env.server, env.admin);
    await call(env.server.url, REGISTER, { action: 'register', event_id: other.id }, { token: alice.token });
    const [newest, older] = await mine(env.server.url, alice.token);
    const [bobs] = await mine(env.server.url, bob.token);
    if (!newest || !older || !bobs) throw new Error('notifications missing');
    expect(await unread(env.server.url, alice.token)).toBe(2);

    const refused = await call(env.server.url, `${N}/mark_read`, {}, { token: alice.token });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].field).toBe('ids');
    const unknownKey = await call(env.server.url, `${N}/mark_read`, { every: true }, { token: alice.token });
    expect(unknownKey.status).toBe(400);

    const one = await ok(env.server.url, `${N}/mark_read`, { ids: [older.id, bobs.id] }, alice.token);
    expect(one).toEqual({ marked: 1, unread: 1 });
    expect(await unread(env.server.url, bob.token)).toBe(1);
    expect((await mine(env.server.url, alice.token, { unread: true })).map((item) => item.id)).toEqual([
      newest.id,
    ]);
    expect(await ok(env.server.url, `${N}/mark_read`, { all: true }, alice.token)).toEqual({
      marked: 1,
      unread: 0,
    });
    const anonymous = await call(env.server.url, `${N}/list`, {});
    expect(anonymous.status).toBe(401);
  });

  it('prunes read ones older than 90 days on a daily schedule, never unread ones', async () => {
    expect(notificationsFeature.jobSchedules).toEqual([{ kind: 'notifications.prune', everyMinutes: 1440 }]);
    const [person] = await makeMembers(env.server, 1, 'notif-prune');
    if (!person) throw new Error('no member');
    for (let index = 0; index < 2; index += 1) {
      const event = await createEvent(env.server, env.admin);
      await call(
        env.server.url,
        REGISTER,
        { action: 'register', event_id: event.id },
        { token: person.token },
      );
    }
    const [newest, older] = await mine(env.server.url, person.token);
    if (!newest || !older) throw new Error('missing');
    await ok(env.server.url, `${N}/mark_read`, { ids: [older.id] }, person.token);
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    try {
      ctx.now = () => new Date(Date.now() + 89 * 86_400_000);
      await pruneReadNotifications(ctx);
      // The session would have expired at the moved clock: count in the database.
      const rows = await ctx.db
        .selectFrom('notifications')
        .select('id')
        .where('id', 'in', [older.id, newest.id])
        .execute();
      expect(rows).toHaveLength(2);
      ctx.now = () => new Date(Date.now() + 91 * 86_400_000);
      await pruneReadNotifications(ctx);
    } finally {
      ctx.now = realNow;
    }
    const left = await mine(env.server.url, person.token);
    expect(left.map((item) => item.read_at)).toEqual([null]);
  });
});
