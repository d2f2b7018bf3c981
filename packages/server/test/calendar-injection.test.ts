import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, hoursFromNow, mailsTo, useEventServer } from './support/events';
import { call } from './support/http';

const INJECTED = 'Launch\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\r\nX-WR-CALNAME:Pwned';

/** The lines of a calendar document that start a property (unfolded: a folded line starts with a space). */
function propertyLines(ics: string): string[] {
  return ics.split('\r\n').filter((line) => line !== '' && !line.startsWith(' '));
}

describe.each(testDialects())('calendar injection through one-line fields (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('refuses line breaks and other control characters in titles, venues, names and slugs, naming the field', async () => {
    const base = {
      description: 'Multi-line\r\ndescriptions stay allowed.',
      kind: 'talk',
      starts_at: hoursFromNow(48),
      ends_at: hoursFromNow(50),
      time_zone: 'Europe/Madrid',
      capacity: 5,
    };
    for (const [field, value] of [
      ['title', INJECTED],
      ['venue', 'Hall\nB'],
      ['title', 'Tab\there'],
    ] as const) {
      const answer = await call(
        env.server.url,
        '/v2/api/admin/event/add',
        { ...base, title: 'Fine title', [field]: value },
        { token: env.admin },
      );
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.error.fields).toEqual([expect.objectContaining({ field, code: 'single_line' })]);
    }
    const event = await createEvent(env.server, env.admin);
    const visitor = await call(env.server.url, '/v2/api/open/event/register', {
      action: 'register',
      event_id: event.id,
      name: 'Eve\r\nATTENDEE:mailto:x@example.com',
      email: 'eve@example.org',
    });
    expect(visitor.status).toBe(400);
    expect(visitor.body.error.fields[0]).toMatchObject({ field: 'name', code: 'single_line' });
    const token = await call(
      env.server.url,
      '/v2/api/user/token',
      { action: 'create', name: 'ci\nx' },
      { token: env.admin },
    );
    expect(token.status).toBe(400);
    const allowed = await call(
      env.server.url,
      '/v2/api/admin/event/add',
      { ...base, title: 'A fine title' },
      { token: env.admin },
    );
    expect(allowed.status, allowed.text).toBe(200);
  });

  it('escapes a stored title with CRLF + END:VCALENDAR in the public .ics and in the emailed attachment', async () => {
    const event = await createEvent(env.server, env.admin);
    // A row stored before the contract refused control characters (or written by any other path).
    await env.server.server.ctx.db
      .updateTable('events')
      .set({ title: INJECTED })
      .where('id', '=', event.id)
      .execute();
    const response = await fetch(`${env.server.url}/calendar/events/${event.slug}.ics`);
    expect(response.status).toBe(200);
    const ics = await response.text();
    const lines = propertyLines(ics);
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('X-WR-CALNAME:'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('NAME:'))).toHaveLength(1);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

    const member = await call(
      env.server.url,
      '/v2/api/open/event/register',
      { action: 'register', event_id: event.id },
      { token: env.admin },
    );
    expect(member.status, member.text).toBe(200);
    await env.server.server.ctx.tasks.idle();
    const mail = (await mailsTo(env.server, 'staff@example.com')).at(-1);
    const attachment = mail?.attachments[0]?.content ?? '';
    expect(attachment).toContain('BEGIN:VEVENT');
    const attached = propertyLines(attachment);
    expect(attached.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
    expect(attached.filter((line) => line.startsWith('X-WR-CALNAME:'))).toHaveLength(1);
  });
});
