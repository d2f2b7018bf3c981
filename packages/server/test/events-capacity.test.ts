import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, mailsTo, makeMembers, useEventServer } from './support/events';
import { call } from './support/http';

const REGISTER = '/v2/api/open/event/register';

describe.each(testDialects())('event capacity under concurrency (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('confirms exactly 20 of 50 parallel registrations, waitlists 30, and promotes 5 in order after 5 cancellations', async () => {
    const event = await createEvent(env.server, env.admin, { capacity: 20 });
    const members = await makeMembers(env.server, 50, 'rush');
    const answers = await Promise.all(
      members.map((member) =>
        call(env.server.url, REGISTER, { action: 'register', event_id: event.id }, { token: member.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(30);

    const list = await call(
      env.server.url,
      '/v2/api/admin/event/registered_users',
      { event_id: event.id },
      { token: env.admin },
    );
    expect(list.body.event.counts).toMatchObject({ confirmed: 20, waitlisted: 30 });
    expect(list.body.event.seats_left).toBe(0);
    const waitlist = list.body.items.filter((item: { status: string }) => item.status === 'waitlisted');
    expect(waitlist.map((item: { waitlist_position: number }) => item.waitlist_position)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const firstFive = waitlist.slice(0, 5).map((item: { email: string }) => item.email);

    // Five confirmed attendees cancel at the same time.
    const confirmedEmails = list.body.items
      .filter((item: { status: string }) => item.status === 'confirmed')
      .slice(0, 5)
      .map((item: { email: string }) => item.email);
    const leaving = members.filter((member) => confirmedEmails.includes(member.email));
    const cancels = await Promise.all(
      leaving.map((member) =>
        call(env.server.url, REGISTER, { action: 'cancel', event_id: event.id }, { token: member.token }),
      ),
    );
    expect(cancels.map((answer) => answer.body.status)).toEqual(Array(5).fill('cancelled'));

    const after = await call(
      env.server.url,
      '/v2/api/admin/event/registered_users',
      { event_id: event.id },
      { token: env.admin },
    );
    expect(after.body.event.counts).toMatchObject({ confirmed: 20, waitlisted: 25, cancelled: 5 });
    const nowConfirmed = after.body.items
      .filter((item: { status: string }) => item.status === 'confirmed')
      .map((item: { email: string }) => item.email);
    for (const email of firstFive) {
      expect(nowConfirmed).toContain(email);
      const promoted = (await mailsTo(env.server, email)).at(-1);
      expect(promoted?.subject).toContain('A seat opened up');
      expect(promoted?.attachments[0]?.content).toContain('BEGIN:VEVENT');
    }
    const stillWaiting = after.body.items.filter((item: { status: string }) => item.status === 'waitlisted');
    expect(stillWaiting[0].email).toBe(waitlist[5].email);
    expect(stillWaiting[0].waitlist_position).toBe(1);
  });

  it('holds capacity when the same member registers many times at once', async () => {
    const event = await createEvent(env.server, env.admin, { capacity: 3 });
    const [member] = await makeMembers(env.server, 1, 'twice');
    if (!member) throw new Error('member missing');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(env.server.url, REGISTER, { action: 'register', event_id: event.id }, { token: member.token }),
      ),
    );
    expect(answers.map((answer) => answer.body.status)).toEqual(Array(8).fill('confirmed'));
    const list = await call(
      env.server.url,
      '/v2/api/admin/event/registered_users',
      { event_id: event.id },
      { token: env.admin },
    );
    expect(list.body.items).toHaveLength(1);
    expect(list.body.event.seats_left).toBe(2);
  });
});
