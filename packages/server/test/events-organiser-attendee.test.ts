import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, hoursFromNow, mailsTo, makeMembers, useEventServer } from './support/events';
import { call } from './support/http';

const ATTENDEE = '/v2/api/admin/event/attendee';

describe.each(testDialects())('an organiser registers, unregisters and promotes people (%s)', (dialect) => {
  const env = useEventServer(dialect);
  const attendee = (body: Record<string, unknown>, token = env.admin) =>
    call(env.server.url, ATTENDEE, body, { token });
  const audits = (registrationId: string) =>
    env.server.server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_id', '=', registrationId)
      .orderBy('created_at')
      .execute();

  it('seats a member, waitlists when full, promotes past the capacity, and unregisters with emails, once each', async () => {
    const event = await createEvent(env.server, env.admin, {
      capacity: 1,
      registration_closes_at: hoursFromNow(1),
    });
    const [ana, ben, cam] = await makeMembers(env.server, 3, `org-${dialect}-`);
    if (!ana || !ben || !cam) throw new Error('three members');

    const seated = await attendee({ event_id: event.id, email: ana.email, action: 'register' });
    expect(seated.status).toBe(200);
    expect(seated.body).toMatchObject({ changed: true, capacity: 1, registration: { status: 'confirmed' } });
    expect((await mailsTo(env.server, ana.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("You're registered"),
    ]);
    // Registering again changes nothing and writes nothing.
    const again = await attendee({ event_id: event.id, email: ana.email.toUpperCase(), action: 'register' });
    expect(again.body).toMatchObject({ changed: false, registration: { status: 'confirmed' } });
    expect(await audits(seated.body.registration.id)).toHaveLength(1);

    const waiting = await attendee({ event_id: event.id, email: ben.email, action: 'register' });
    expect(waiting.body.registration).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    await attendee({ event_id: event.id, email: cam.email, action: 'register' });

    // Promoting the second in the queue seats them now and raises the capacity by one, audited.
    const promoted = await attendee({ event_id: event.id, email: cam.email, action: 'promote' });
    expect(promoted.body).toMatchObject({
      changed: true,
      capacity: 2,
      registration: { status: 'confirmed' },
    });
    const [promotion] = (await audits(promoted.body.registration.id)).filter(
      (row) => row.action === 'event.attendee.promote',
    );
    expect(JSON.parse(String(promotion?.before))).toMatchObject({ status: 'waitlisted', capacity: 1 });
    expect(JSON.parse(String(promotion?.after))).toMatchObject({ status: 'confirmed', capacity: 2 });
    expect((await mailsTo(env.server, cam.email)).at(-1)?.subject).toContain('A seat opened up');
    const twice = await attendee({ event_id: event.id, email: cam.email, action: 'promote' });
    expect(twice.body).toMatchObject({ changed: false, capacity: 2 });

    // Unregistering the first frees a seat for the head of the waitlist; both are emailed.
    const removed = await attendee({ event_id: event.id, email: ana.email, action: 'unregister' });
    expect(removed.body).toMatchObject({ changed: true, registration: { status: 'cancelled' } });
    expect((await mailsTo(env.server, ana.email)).at(-1)?.subject).toContain('was cancelled');
    expect((await mailsTo(env.server, ben.email)).at(-1)?.subject).toContain('A seat opened up');
    const list = await call(
      env.server.url,
      '/v2/api/admin/event/registered_users',
      { event_id: event.id },
      { token: env.admin },
    );
    expect(list.body.event.counts).toMatchObject({ confirmed: 2, waitlisted: 0, cancelled: 1 });
    const removedTwice = await attendee({ event_id: event.id, email: ana.email, action: 'unregister' });
    expect(removedTwice.body.changed).toBe(false);
    expect(await mailsTo(env.server, ana.email)).toHaveLength(2);
  });

  it("meets a member's own registration of the same address at the same moment: both answer, one registration", async () => {
    const members = await makeMembers(env.server, 6, `org-race-${dialect}-`);
    for (const member of members) {
      const event = await createEvent(env.server, env.admin, { capacity: 3 });
      const [own, byOrganiser] = await Promise.all([
        call(
          env.server.url,
          '/v2/api/open/event/register',
          { action: 'register', event_id: event.id },
          {
            token: member.token,
          },
        ),
        attendee({ event_id: event.id, email: member.email, action: 'register' }),
      ]);
      expect([own.status, byOrganiser.status]).toEqual([200, 200]);
      expect(byOrganiser.body.registration.status).toBe('confirmed');
      const list = await call(
        env.server.url,
        '/v2/api/admin/event/registered_users',
        { event_id: event.id },
        { token: env.admin },
      );
      expect(list.body.items.map((item: { email: string }) => item.email)).toEqual([member.email]);
      expect(list.body.event.counts.confirmed).toBe(1);
    }
  });

  it('registers a guest by name after registration closed, and refuses what cannot be', async () => {
    const event = await createEvent(env.server, env.admin, { registration_closes_at: hoursFromNow(-1) });
    const guest = `guest-${dialect}@example.org`;
    const noName = await attendee({ event_id: event.id, email: guest, action: 'register' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields[0].field).toBe('name');
    const added = await attendee({ event_id: event.id, email: guest, action: 'register', name: 'Rosa Díaz' });
    expect(added.body).toMatchObject({
      changed: true,
      registration: { name: 'Rosa Díaz', member: false, status: 'confirmed' },
    });

    const notWaiting = await attendee({ event_id: event.id, email: guest, action: 'unregister' });
    expect(notWaiting.body.changed).toBe(true);
    const promoteCancelled = await attendee({ event_id: event.id, email: guest, action: 'promote' });
    expect(promoteCancelled.status).toBe(409);
    expect(promoteCancelled.body.error.message).toContain('is not on the waitlist');
    const unknown = await attendee({ event_id: event.id, email: 'nobody@example.com', action: 'unregister' });
    expect(unknown.status).toBe(404);

    const draft = await createEvent(env.server, env.admin, { state: 'draft' });
    const toDraft = await attendee({ event_id: draft.id, email: guest, action: 'register', name: 'Rosa' });
    expect(toDraft.status).toBe(409);
    expect(toDraft.body.error.message).toContain('publish it before registering anyone');
    const cancelled = await createEvent(env.server, env.admin);
    await call(
      env.server.url,
      '/v2/api/admin/event/update',
      { id: cancelled.id, state: 'cancelled' },
      { token: env.admin },
    );
    const toCancelled = await attendee({
      event_id: cancelled.id,
      email: guest,
      action: 'register',
      name: 'Rosa',
    });
    expect(toCancelled.status).toBe(409);
    expect(toCancelled.body.error.message).toContain('is cancelled');

    const [member] = await makeMembers(env.server, 1, `org-auth-${dialect}-`);
    const asMember = await attendee(
      { event_id: event.id, email: guest, action: 'register', name: 'Rosa' },
      member?.token,
    );
    expect(asMember.status).toBe(403);
    const badAction = await attendee({ event_id: event.id, email: guest, action: 'delete' });
    expect(badAction.status).toBe(400);
  });
});
