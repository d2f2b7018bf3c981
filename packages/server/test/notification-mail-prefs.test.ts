import { NOTIFICATION_KINDS } from '@ailab/core/contract/notifications/notifications.schemas';
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
    expect(initial.body.prefs).toHaveLength(NOTIFICATION_KINDS.length);
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
    for (const kind of NOTIFICATION_KINDS)
      await call(env.server.url, `${PREFS}/set`, { kind, email: false }, { token: quiet.token });
    await call(env.server.url, '/v2/api/user/reset_password', { step: 'request', email: quiet.email });
    expect(await env.server.latestCode(quiet.email)).toMatch(/^\d{6}$/);
  });
});
