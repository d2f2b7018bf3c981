import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, mailsTo, makeMembers, useEventServer } from './support/events';
import { call } from './support/http';

describe.each(testDialects())('event time zones (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('keeps an event across the New York daylight-saving change one real hour long', async () => {
    // 14 March 2027: 01:30 EST is 06:30Z; 03:30 EDT is 07:30Z, one hour later.
    const event = await createEvent(env.server, env.admin, {
      starts_at: '2027-03-14T01:30:00-05:00',
      ends_at: '2027-03-14T03:30:00-04:00',
      time_zone: 'America/New_York',
    });
    const listed = await call(env.server.url, '/v2/api/open/event/listing', { slug: event.slug });
    expect(listed.body.items[0]).toMatchObject({
      starts_at: '2027-03-14T06:30:00.000Z',
      ends_at: '2027-03-14T07:30:00.000Z',
      time_zone: 'America/New_York',
    });
    const [member] = await makeMembers(env.server, 1, 'dst');
    if (!member) throw new Error('member missing');
    await call(
      env.server.url,
      '/v2/api/open/event/register',
      { action: 'register', event_id: event.id },
      { token: member.token },
    );
    const mail = (await mailsTo(env.server, member.email)).at(-1);
    expect(mail?.text).toMatch(/Mar 14, 2027, 1:30\s?–\s?3:30\sAM \(America\/New_York\)/);
    expect(mail?.attachments[0]?.content).toContain('DTSTART:20270314T063000Z');
    expect(mail?.attachments[0]?.content).toContain('DTEND:20270314T073000Z');
  });

  it('files an event under the month a Tokyo viewer lives it in, and writes to them in Japanese', async () => {
    // 31 Dec 2026 16:00 UTC is 1 Jan 2027 01:00 in Tokyo.
    const event = await createEvent(env.server, env.admin, {
      title: 'New Year office hours',
      starts_at: '2026-12-31T16:00:00Z',
      ends_at: '2026-12-31T17:00:00Z',
      time_zone: 'Asia/Tokyo',
      kind: 'office_hours',
    });
    const slugs = async (month: string, zone?: string) =>
      (
        await call(env.server.url, '/v2/api/open/event/listing', {
          month,
          kind: 'office_hours',
          limit: 100,
          ...(zone ? { viewer_time_zone: zone } : {}),
        })
      ).body.items.map((item: { slug: string }) => item.slug);
    expect(await slugs('2027-01', 'Asia/Tokyo')).toContain(event.slug);
    expect(await slugs('2026-12', 'Asia/Tokyo')).not.toContain(event.slug);
    expect(await slugs('2026-12')).toContain(event.slug);

    await call(
      env.server.url,
      '/v2/api/open/event/register',
      { action: 'register', event_id: event.id, name: '山田 花子', email: 'hanako@example.jp' },
      { language: 'ja-JP' },
    );
    const mail = (await mailsTo(env.server, 'hanako@example.jp')).at(-1);
    expect(mail?.subject).toBe('New Year office hours の参加登録を確認してください');
    expect(mail?.text).toContain('2027/01/01 1時00分～2時00分 (Asia/Tokyo)');
    // Issue 25, item 10: the time (which names its zone in brackets) is never put inside brackets again.
    expect(mail?.text).not.toMatch(/[(（][^()（）]*[(（]/);
  });
});
