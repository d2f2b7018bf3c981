// Issue 18, item 14: an event's cover_url was stored and served as given, `javascript:` included. Only http(s)
// addresses pass the contract now, on add, update and import alike; the 400 names the field.
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, useEventServer } from './support/events';
import { call } from './support/http';

const ADD = '/v2/api/admin/event/add';
const UPDATE = '/v2/api/admin/event/update';
const EVIL = 'javascript:alert(document.cookie)';
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe.each(testDialects())('event cover_url (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('refuses a javascript: cover with a translated 400 naming cover_url, on add and on update', async () => {
    const fields = {
      title: 'Cover check',
      kind: 'talk',
      starts_at: at(72),
      ends_at: at(74),
      time_zone: 'Europe/Madrid',
      capacity: 10,
      cover_url: EVIL,
    };
    const added = await call(env.server.url, ADD, fields, { token: env.admin, language: 'es-MX' });
    expect(added.status).toBe(400);
    expect(added.body.error.code).toBe('VALIDATION_FAILED');
    expect(added.body.error.fields).toEqual([
      expect.objectContaining({
        field: 'cover_url',
        code: 'http_url',
        message: expect.stringContaining('https://'),
      }),
    ]);
    expect(added.body.error.fields[0].message).toContain('dirección web');

    const event = await createEvent(env.server, env.admin, { cover_url: 'https://example.org/cover.png' });
    const updated = await call(
      env.server.url,
      UPDATE,
      { id: event.id, cover_url: EVIL },
      { token: env.admin },
    );
    expect(updated.status).toBe(400);
    expect(updated.body.error.fields[0]).toMatchObject({ field: 'cover_url', code: 'http_url' });
    const stored = await env.server.server.ctx.db
      .selectFrom('events')
      .select('cover_url')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(stored.cover_url).toBe('https://example.org/cover.png');
    // Clearing the cover still works.
    const cleared = await call(env.server.url, UPDATE, { id: event.id, cover_url: '' }, { token: env.admin });
    expect(cleared.status).toBe(200);
    expect(cleared.body.cover_url).toBeNull();
  });
});
