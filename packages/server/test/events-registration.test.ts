import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, hoursFromNow, linkToken, mailsTo, makeMembers, useEventServer } from './support/events';
import { call } from './support/http';

const REGISTER = '/v2/api/open/event/register';
const LISTING = '/v2/api/open/event/listing';

describe.each(testDialects())('event registration (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('seeds demo events: upcoming soonest first, past latest first, drafts hidden, a full workshop with a waitlist', async () => {
    const upcoming = await call(env.server.url, LISTING, { when: 'upcoming' });
    const slugs = upcoming.body.items.map((item: { slug: string }) => item.slug);
    expect(slugs.slice(0, 2)).toEqual(['agents-in-production', 'office-hours-fundraising']);
    expect(slugs).not.toContain('spring-hackathon-kickoff');
    const workshop = upcoming.body.items.find(
      (item: { slug: string }) => item.slug === 'evaluating-llm-apps-workshop',
    );
    expect(workshop).toMatchObject({ seats_left: 0, waitlisted: 3, is_online: true, online_url: null });
    const past = await call(env.server.url, LISTING, { when: 'past' });
    expect(past.body.items.map((item: { slug: string }) => item.slug)).toEqual([
      'zoomlab-prompt-injection-clinic',
      'retrieval-that-works',
      'zoomlab-reading-group-small-models',
      'autumn-demo-day',
    ]);
    const page = await call(env.server.url, LISTING, { when: 'upcoming', limit: 2 });
    expect(page.body.total).toBe(5);
    const next = await call(env.server.url, LISTING, {
      when: 'upcoming',
      limit: 2,
      cursor: page.body.next_cursor,
    });
    expect(next.body.items.map((item: { slug: string }) => item.slug)).toEqual(slugs.slice(2, 4));
    const searched = await call(env.server.url, LISTING, { when: 'upcoming', query: 'fundraising' });
    expect(searched.body.items.map((item: { slug: string }) => item.slug)).toEqual([
      'office-hours-fundraising',
    ]);
  });

  it('lets a visitor register by the emailed link, sends the .ics, and cancels by the cancel link', async () => {
    const event = await createEvent(env.server, env.admin, {
      online_url: 'https://meet.example.com/secret-room',
      venue: null,
    });
    const email = 'visitor-one@example.org';
    const first = await call(env.server.url, REGISTER, {
      action: 'register',
      event_id: event.id,
      name: 'Vera Visitor',
      email,
    });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('pending');
    expect(first.body.event.online_url).toBeNull();
    expect(first.body.event.is_online).toBe(true);

    // Nothing is held before the link is opened.
    const before = await call(env.server.url, LISTING, { slug: event.slug });
    expect(before.body.items[0].seats_left).toBe(10);

    const confirmed = await call(env.server.url, REGISTER, {
      action: 'confirm',
      token: await linkToken(env.server, email, 'confirm'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(confirmed.body.event.seats_left).toBe(9);
    const mail = (await mailsTo(env.server, email)).at(-1);
    expect(mail?.subject).toContain('registered');
    expect(mail?.text).toContain('https://meet.example.com/secret-room');
    const ics = mail?.attachments[0];
    expect(ics?.filename).toBe(`${event.slug}.ics`);
    expect(ics?.content).toContain('BEGIN:VEVENT');
    expect(ics?.content).toContain('LOCATION:https://meet.example.com/secret-room');

    // The public listing and the public .ics never show the link.
    const anonymous = await call(env.server.url, LISTING, { slug: event.slug });
    expect(anonymous.body.items[0].online_url).toBeNull();
    expect(anonymous.text).not.toContain('secret-room');
    const publicIcs = await fetch(`${env.server.url}/calendar/events/${event.slug}.ics`);
    expect(publicIcs.status).toBe(200);
    expect(publicIcs.headers.get('content-type')).toContain('text/calendar');
    const publicText = await publicIcs.text();
    expect(publicText).toContain('BEGIN:VCALENDAR');
    expect(publicText).not.toContain('secret-room');

    const cancelToken = await linkToken(env.server, email, 'cancel');
    const cancelled = await call(env.server.url, REGISTER, { action: 'cancel_link', token: cancelToken });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.event.seats_left).toBe(10);
    // A cancel link works once; replaying it changes nothing.
    const again = await call(env.server.url, REGISTER, { action: 'cancel_link', token: cancelToken });
    expect(again.body.event.seats_left).toBe(10);
    const forged = await call(env.server.url, REGISTER, {
      action: 'cancel_link',
      token: 'ailab_ev_not-a-real-token-at-all',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('CODE_INVALID');
  });

  it('expires unconfirmed visitor registrations', async () => {
    const event = await createEvent(env.server, env.admin);
    const email = 'slow-visitor@example.org';
    await call(env.server.url, REGISTER, { action: 'register', event_id: event.id, name: 'Slow', email });
    const token = await linkToken(env.server, email, 'confirm');
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 25 * 3_600_000);
    try {
      const late = await call(env.server.url, REGISTER, { action: 'confirm', token });
      expect(late.status).toBe(400);
      expect(late.body.error.code).toBe('CODE_EXPIRED');
    } finally {
      ctx.now = realNow;
    }
  });

  it('registers a member in one step, idempotently, and shows the online link only to them', async () => {
    const event = await createEvent(env.server, env.admin, {
      online_url: 'https://meet.example.com/members-room',
    });
    const [member, other] = await makeMembers(env.server, 2, 'idem');
    if (!member || !other) throw new Error('members missing');
    const first = await call(
      env.server.url,
      REGISTER,
      { action: 'register', event_id: event.id },
      { token: member.token },
    );
    const second = await call(
      env.server.url,
      REGISTER,
      { action: 'register', event_id: event.id },
      { token: member.token },
    );
    expect(first.body.status).toBe('confirmed');
    expect(second.body.status).toBe('confirmed');
    expect(second.body.event.seats_left).toBe(9);
    expect(second.body.event.online_url).toBe('https://meet.example.com/members-room');
    expect((await mailsTo(env.server, member.email)).length).toBe(1);

    const seenByOther = await call(env.server.url, LISTING, { slug: event.slug }, { token: other.token });
    expect(seenByOther.body.items[0].online_url).toBeNull();
    expect(seenByOther.body.items[0].my_registration).toBeNull();

    // A member cannot cancel someone else's registration; they have none to cancel.
    const notTheirs = await call(
      env.server.url,
      REGISTER,
      { action: 'cancel', event_id: event.id },
      { token: other.token },
    );
    expect(notTheirs.status).toBe(404);
    const mine = await call(
      env.server.url,
      '/v1/api/business_account/all_events',
      { mine: true },
      { token: member.token },
    );
    expect(mine.body.items.map((item: { id: string }) => item.id)).toContain(event.id);
    expect(mine.body.items[0].my_registration.status).toBe('confirmed');
  });

  it('keeps attendee lists from visitors and members', async () => {
    const event = await createEvent(env.server, env.admin);
    const [member] = await makeMembers(env.server, 1, 'nosy');
    const anonymous = await call(env.server.url, '/v2/api/admin/event/registered_users', {
      event_id: event.id,
    });
    expect(anonymous.status).toBe(401);
    const asMember = await call(
      env.server.url,
      '/v2/api/admin/event/registered_users',
      { event_id: event.id },
      { token: member?.token },
    );
    expect(asMember.status).toBe(403);
  });

  it('refuses bad dates and unknown time zones with translated 400s', async () => {
    const base = { title: 'Broken event', kind: 'talk', capacity: 5, time_zone: 'Europe/Madrid' };
    const backwards = await call(
      env.server.url,
      '/v2/api/admin/event/add',
      { ...base, starts_at: hoursFromNow(10), ends_at: hoursFromNow(9) },
      { token: env.admin, language: 'es-MX' },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual([
      expect.objectContaining({
        field: 'ends_at',
        code: 'end_before_start',
        message: 'Fin debe ser posterior al inicio',
      }),
    ]);
    const nowhere = await call(
      env.server.url,
      '/v2/api/admin/event/add',
      { ...base, starts_at: hoursFromNow(10), ends_at: hoursFromNow(11), time_zone: 'Mars/Olympus_Mons' },
      { token: env.admin, language: 'ja-JP' },
    );
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.fields[0]).toMatchObject({ field: 'time_zone', code: 'unknown_time_zone' });
    expect(nowhere.body.error.fields[0].message).toContain('タイムゾーン');
    const event = await createEvent(env.server, env.admin);
    const update = await call(
      env.server.url,
      '/v2/api/admin/event/update',
      { id: event.id, ends_at: hoursFromNow(1) },
      { token: env.admin },
    );
    expect(update.status).toBe(400);
    expect(update.body.error.fields[0].field).toBe('ends_at');
  });

  it('limits registrations per email address', async () => {
    const email = 'flood@example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const event = await createEvent(env.server, env.admin);
      statuses.push(
        (await call(env.server.url, REGISTER, { action: 'register', event_id: event.id, name: 'F', email }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('sends each due reminder once, however often it runs', async () => {
    const soon = await createEvent(env.server, env.admin, {
      starts_at: hoursFromNow(12),
      ends_at: hoursFromNow(13),
    });
    const members = await makeMembers(env.server, 3, 'remind');
    for (const member of members)
      await call(
        env.server.url,
        REGISTER,
        { action: 'register', event_id: soon.id },
        { token: member.token },
      );
    const dry = await call(
      env.server.url,
      '/v2/api/admin/event/remind',
      { dry_run: true },
      { token: env.admin },
    );
    expect(dry.body.dry_run).toBe(true);
    expect(dry.body.sent).toBe(0);
    const dueHere = dry.body.events.find((item: { id: string }) => item.id === soon.id);
    expect(dueHere.due).toBe(3);
    const [first, second] = await Promise.all([
      call(env.server.url, '/v2/api/admin/event/remind', {}, { token: env.admin }),
      call(env.server.url, '/v2/api/admin/event/remind', {}, { token: env.admin }),
    ]);
    expect(first.body.sent + second.body.sent).toBeGreaterThanOrEqual(3);
    for (const member of members) {
      const reminders = (await mailsTo(env.server, member.email)).filter((mail) =>
        mail.subject.startsWith('Tomorrow'),
      );
      expect(reminders).toHaveLength(1);
    }
    const third = await call(env.server.url, '/v2/api/admin/event/remind', {}, { token: env.admin });
    expect(third.body.events.find((item: { id: string }) => item.id === soon.id)).toBeUndefined();
  });

  it('cancels an event with registrations instead of deleting it, and emails the attendees', async () => {
    const event = await createEvent(env.server, env.admin);
    const [member] = await makeMembers(env.server, 1, 'cxl');
    if (!member) throw new Error('member missing');
    await call(env.server.url, REGISTER, { action: 'register', event_id: event.id }, { token: member.token });
    const answer = await call(
      env.server.url,
      '/v2/api/admin/event/delete',
      { id: event.id },
      { token: env.admin },
    );
    expect(answer.body).toEqual({ outcome: 'cancelled', notified: 1 });
    expect((await mailsTo(env.server, member.email)).at(-1)?.subject).toMatch(/^Cancelled:/);
    const draft = await createEvent(env.server, env.admin, { state: 'draft' });
    const gone = await call(
      env.server.url,
      '/v2/api/admin/event/delete',
      { id: draft.id },
      { token: env.admin },
    );
    expect(gone.body.outcome).toBe('deleted');
    const hidden = await call(env.server.url, LISTING, { slug: draft.slug });
    expect(hidden.body.items).toEqual([]);
    const audit = await call(
      env.server.url,
      '/v2/api/admin/audit/list',
      { target_type: 'event', target_id: event.id, limit: 10 },
      { token: env.admin },
    );
    expect(audit.body.items.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'event.cancel',
      'event.create',
    ]);
    const deleted = await call(
      env.server.url,
      '/v2/api/admin/audit/list',
      { target_id: draft.id, limit: 10 },
      { token: env.admin },
    );
    expect(deleted.body.items.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'event.create',
      'event.delete',
    ]);
  });
});
