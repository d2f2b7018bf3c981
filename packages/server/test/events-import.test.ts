import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, hoursFromNow, mailsTo, makeMembers, useEventServer } from './support/events';
import { call } from './support/http';

const IMPORT = '/v2/api/admin/event/import';
const LISTING = '/v2/api/admin/event/listing';

// One start and end for every row: rows built a millisecond apart must still describe the same times.
const STARTS_AT = hoursFromNow(240);
const ENDS_AT = hoursFromNow(243);

/** A complete import row for a new slug, some days ahead. */
function row(slug: string, fields: Record<string, unknown> = {}) {
  return {
    slug,
    title: `Imported ${slug}`,
    description: 'From a **spreadsheet**.',
    kind: 'workshop',
    starts_at: STARTS_AT,
    ends_at: ENDS_AT,
    time_zone: 'America/Mexico_City',
    venue: 'Room 2',
    capacity: 12,
    ...fields,
  };
}

describe.each(testDialects())('event import (%s)', (dialect) => {
  const env = useEventServer(dialect);

  const listBySlug = async (slug: string) =>
    (await call(env.server.url, LISTING, { slug }, { token: env.admin })).body.items;

  it('decides the same in a dry run as in the real run, writes nothing in the dry run, and re-runs unchanged', async () => {
    const existing = await createEvent(env.server, env.admin, { state: 'draft', capacity: 10 });
    // A cancelled event, which an import must leave alone.
    const closed = await createEvent(env.server, env.admin);
    await call(
      env.server.url,
      '/v2/api/admin/event/update',
      { id: closed.id, state: 'cancelled' },
      { token: env.admin },
    );
    const [current] = await listBySlug(existing.slug);
    const rows = [
      row('imported-alpha', { state: 'published' }),
      row('imported-beta'),
      {
        ...row(existing.slug),
        title: current.title,
        description: current.description,
        kind: current.kind,
        starts_at: current.starts_at,
        ends_at: current.ends_at,
        time_zone: current.time_zone,
        venue: current.venue,
        capacity: 25,
        state: 'published',
      },
      row('imported-backwards', { ends_at: hoursFromNow(200) }),
      row(closed.slug),
      row('imported-alpha', { title: 'Imported alpha, renamed' }),
    ];

    const dry = await call(
      env.server.url,
      IMPORT,
      { rows, dry_run: true },
      { token: env.admin, language: 'es-MX' },
    );
    expect(dry.status).toBe(200);
    expect(dry.body.dry_run).toBe(true);
    expect(dry.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'created',
      'created',
      'updated',
      'failed',
      'failed',
      // A later row sees the earlier one of the same batch.
      'updated',
    ]);
    expect(dry.body.summary).toEqual({ created: 2, updated: 2, unchanged: 0, failed: 2 });
    expect(dry.body.rows[3].reason).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('Fin debe ser posterior al inicio'),
    });
    expect(dry.body.rows[4]).toMatchObject({
      key: closed.slug,
      reason: {
        code: 'CONFLICT',
        message: `El evento ${closed.slug} está cancelado; una importación no lo modifica`,
      },
    });
    // Nothing was written.
    expect(await listBySlug('imported-alpha')).toEqual([]);
    expect((await listBySlug(existing.slug))[0]).toMatchObject({ capacity: 10, state: 'draft' });

    const real = await call(env.server.url, IMPORT, { rows }, { token: env.admin, language: 'es-MX' });
    expect(real.status).toBe(200);
    expect({ ...real.body, dry_run: true }).toEqual(dry.body);

    const [alpha] = await listBySlug('imported-alpha');
    expect(alpha).toMatchObject({
      title: 'Imported alpha, renamed',
      state: 'published',
      kind: 'workshop',
      time_zone: 'America/Mexico_City',
      venue: 'Room 2',
      capacity: 12,
    });
    expect((await listBySlug('imported-beta'))[0].state).toBe('draft');
    expect((await listBySlug(existing.slug))[0]).toMatchObject({ capacity: 25, state: 'published' });
    expect(await listBySlug('imported-backwards')).toEqual([]);

    // Re-running the good rows (as they now stand) changes nothing.
    const good = [rows[0], rows[1], rows[2]].map((item, index) =>
      index === 0 ? { ...item, title: 'Imported alpha, renamed' } : item,
    );
    const again = await call(env.server.url, IMPORT, { rows: good }, { token: env.admin });
    expect(again.body.summary).toEqual({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(again.body.rows.map((r: { key: string }) => r.key)).toEqual([
      'imported-alpha',
      'imported-beta',
      existing.slug,
    ]);

    const audit = await call(
      env.server.url,
      '/v2/api/admin/audit/list',
      { target_type: 'event', target_id: alpha.id },
      { token: env.admin },
    );
    expect(audit.body.items.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'event.import.create',
      'event.import.update',
    ]);
  });

  it('clears fields a row leaves empty, and promotes the waitlist when seats grow, emailing only after a real run', async () => {
    const event = await createEvent(env.server, env.admin, {
      capacity: 1,
      online_url: 'https://meet.example.com/import-room',
    });
    const [first, second] = await makeMembers(env.server, 2, 'imp');
    if (!first || !second) throw new Error('members missing');
    for (const member of [first, second])
      await call(
        env.server.url,
        '/v2/api/open/event/register',
        { action: 'register', event_id: event.id },
        { token: member.token },
      );
    const [current] = await listBySlug(event.slug);
    expect(current.counts).toMatchObject({ confirmed: 1, waitlisted: 1 });
    const grown = {
      slug: event.slug,
      title: current.title,
      description: current.description,
      kind: current.kind,
      starts_at: current.starts_at,
      ends_at: current.ends_at,
      time_zone: current.time_zone,
      capacity: 2,
    };
    const mailsBefore = (await mailsTo(env.server, second.email)).length;
    const dry = await call(env.server.url, IMPORT, { rows: [grown], dry_run: true }, { token: env.admin });
    expect(dry.body.rows[0].outcome).toBe('updated');
    expect((await mailsTo(env.server, second.email)).length).toBe(mailsBefore);
    expect((await listBySlug(event.slug))[0].counts.waitlisted).toBe(1);

    await call(env.server.url, IMPORT, { rows: [grown] }, { token: env.admin });
    const [after] = await listBySlug(event.slug);
    expect(after.counts).toMatchObject({ confirmed: 2, waitlisted: 0 });
    // The row named no venue and no link, so the event has neither now.
    expect(after.venue).toBeNull();
    expect(after.online_url).toBeNull();
    const promotedMail = (await mailsTo(env.server, second.email)).at(-1);
    expect(promotedMail?.attachments[0]?.filename).toBe(`${event.slug}.ics`);
    expect((await mailsTo(env.server, second.email)).length).toBe(mailsBefore + 1);
  });

  it('refuses malformed rows by field and keeps the import for administrators', async () => {
    const unknownZone = await call(
      env.server.url,
      IMPORT,
      { rows: [row('imported-nowhere', { time_zone: 'Mars/Olympus_Mons' })] },
      { token: env.admin, language: 'ja-JP' },
    );
    expect(unknownZone.status).toBe(400);
    expect(unknownZone.body.error.fields[0]).toMatchObject({
      field: 'rows.0.time_zone',
      code: 'unknown_time_zone',
    });
    expect(unknownZone.body.error.fields[0].message).toContain('タイムゾーン');
    const [member] = await makeMembers(env.server, 1, 'imp-member');
    const forbidden = await call(
      env.server.url,
      IMPORT,
      { rows: [row('imported-sneaky')] },
      { token: member?.token },
    );
    expect(forbidden.status).toBe(403);
    const anonymous = await call(env.server.url, IMPORT, { rows: [row('imported-sneaky')] });
    expect(anonymous.status).toBe(401);
    expect(await listBySlug('imported-sneaky')).toEqual([]);
  });
});
