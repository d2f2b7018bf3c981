import { EMAILED_NOTIFICATION_KINDS } from '@ailab/core/contract/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, mailsTo, makeMembers, useEventServer } from './support/events';
import { call } from './support/http';

const PREFS = '/v2/api/notifications/prefs';
const REGISTER = '/v2/api/open/event/register';

describe.each(testDialects())('notification e-mail preferences (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('lists every kind on by default, and stores a choice for the caller only', async () => {
    const [me, other] = await makeMembers(env.server, 2, 'prefs-a');
    if (!me || !other) throw new Error('members were not made');
    const initial = await call(env.server.url, PREFS, {}, { token: me.token });
    expect(initial.status).toBe(200);
    expect(initial.body.prefs.map((pref: { kind: string }) => pref.kind)).toEqual([
      ...EMAILED_NOTIFICATION_KINDS,
    ]);
    expect(initial.body.prefs.every((pref: { email: boolean }) => pref.email)).toBe(true);
    const set = await call(
      env.server.url,
      `${PREFS}/set`,
      { kind: 'event.cancelled', email: false },
      { token: me.token },
    );
    expect(set.status, set.text).toBe(200);
    expect(set.body.prefs).toContainEqual({ kind: 'event.cancelled', email: false });
    const others = await call(env.server.url, PREFS, {}, { token: other.token });
    expect(others.body.prefs).toContainEqual({ kind: 'event.cancelled', email: true });
    const bad = await call(
      env.server.url,
      `${PREFS}/set`,
      { kind: 'password.reset', email: false },
      { token: me.token },
    );
    expect(bad.status).toBe(400);
    // A kind that is never e-mailed (in the app only) has no choice to make.
    const inAppOnly = await call(
      env.server.url,
      `${PREFS}/set`,
      { kind: 'course.completed', email: false },
      { token: me.token },
    );
    expect(inAppOnly.status).toBe(400);
  });

  it('writes no mail for a kind turned off, keeps the in-app notification, and security mails still go', async () => {
    const event = await createEvent(env.server, env.admin, { capacity: 5 });
    const [quiet, loud] = await makeMembers(env.server, 2, 'prefs-b');
    if (!quiet || !loud) throw new Error('members were not made');
    await call(
      env.server.url,
      `${PREFS}/set`,
      { kind: 'event.registration.confirmed', email: false },
      { token: quiet.token },
    );
    for (const who of [quiet, loud]) {
      const answer = await call(
        env.server.url,
        REGISTER,
        { action: 'register', event_id: event.id },
        { token: who.token },
      );
      expect(answer.body.status).toBe('confirmed');
    }
    expect(await mailsTo(env.server, quiet.email)).toHaveLength(0);
    expect(await mailsTo(env.server, loud.email)).toHaveLength(1);
    const list = await call(env.server.url, '/v2/api/notifications/list', {}, { token: quiet.token });
    expect(list.body.items.map((item: { kind: string }) => item.kind)).toContain(
      'event.registration.confirmed',
    );

    // Every kind off: a password reset is no notification kind and is still e-mailed.
    for (const kind of EMAILED_NOTIFICATION_KINDS)
      await call(env.server.url, `${PREFS}/set`, { kind, email: false }, { token: quiet.token });
    await call(env.server.url, '/v2/api/user/reset_password', { step: 'request', email: quiet.email });
    expect(await env.server.latestCode(quiet.email)).toMatch(/^\d{6}$/);
  });

  it('sends no access decision e-mail when that kind is off, and still notifies in the app', async () => {
    const [member] = await makeMembers(env.server, 1, 'prefs-c');
    if (!member) throw new Error('no member');
    await call(
      env.server.url,
      `${PREFS}/set`,
      { kind: 'access.declined', email: false },
      { token: member.token },
    );
    const asked = await call(
      env.server.url,
      '/v2/api/access_request/create',
      { role: 6 },
      { token: member.token },
    );
    const decided = await call(
      env.server.url,
      '/v2/api/admin/access_request/decide',
      { id: asked.body.request.id, decision: 'decline' },
      { token: env.admin },
    );
    expect(decided.status, decided.text).toBe(200);
    await env.server.server.ctx.tasks.idle();
    expect(await env.server.readOutbox(member.email)).toEqual([]);
    const notes = await call(env.server.url, '/v2/api/notifications/list', {}, { token: member.token });
    expect(notes.body.items[0]).toMatchObject({ kind: 'access.declined' });
    // The approval's kind is still on: the next decision is e-mailed.
    const again = await call(
      env.server.url,
      '/v2/api/access_request/create',
      { role: 6 },
      { token: member.token },
    );
    await call(
      env.server.url,
      '/v2/api/admin/access_request/decide',
      { id: again.body.request.id, decision: 'approve' },
      { token: env.admin },
    );
    await env.server.server.ctx.tasks.idle();
    expect((await env.server.readOutbox(member.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/approved/i),
    ]);
  });
});
