// Issue 25, ZoomLab: the lab's online sessions are events with an online link. The join link stays for confirmed
// attendees; an organiser adds a recording and materials (http(s) links only, audited), shown with past sessions.
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, makeMembers, useEventServer } from './support/events';
import { call } from './support/http';

const LISTING = '/v2/api/open/event/listing';
const REGISTER = '/v2/api/open/event/register';
const UPDATE = '/v2/api/admin/event/update';
const JOIN = 'https://meet.example.com/zoomlab-test-session';
const RECORDING = 'https://video.example.com/zoomlab/test-session';

interface Listed {
  id: string;
  slug: string;
  is_online: boolean;
  online_url: string | null;
  recording_url: string | null;
  materials: { title: string; url: string }[];
}

describe.each(testDialects())('ZoomLab sessions on events (%s)', (dialect) => {
  const env = useEventServer(dialect);
  const listing = async (body: Record<string, unknown>, token?: string): Promise<Listed[]> => {
    const answer = await call(env.server.url, LISTING, { limit: 50, ...body }, token ? { token } : {});
    expect(answer.status, answer.text).toBe(200);
    return answer.body.items;
  };

  it('lists online sessions; the join link only for a confirmed attendee; a recording once added', async () => {
    const session = await createEvent(env.server, env.admin, { venue: null, online_url: JOIN });
    const inPerson = await createEvent(env.server, env.admin);
    const [attendee, other] = await makeMembers(env.server, 2, 'zoom');
    if (!attendee || !other) throw new Error('no members');
    const joined = await call(
      env.server.url,
      REGISTER,
      { action: 'register', event_id: session.id },
      { token: attendee.token },
    );
    expect(joined.body.status).toBe('confirmed');

    const upcoming = await listing({ when: 'upcoming', online: true });
    expect(upcoming.every((event) => event.is_online)).toBe(true);
    expect(upcoming.map((event) => event.id)).toContain(session.id);
    expect(upcoming.map((event) => event.id)).not.toContain(inPerson.id);
    const seenBy = async (token?: string) =>
      (await listing({ when: 'upcoming', online: true }, token)).find((event) => event.id === session.id);
    expect((await seenBy())?.online_url).toBeNull();
    expect((await seenBy(other.token))?.online_url).toBeNull();
    expect((await seenBy(attendee.token))?.online_url).toBe(JOIN);

    // After the session the organiser adds the recording and materials; the change is audited.
    const materials = [
      { title: 'Slides', url: 'https://files.example.com/zoomlab/slides.pdf' },
      { title: 'Notebook', url: 'https://files.example.com/zoomlab/notebook.ipynb' },
    ];
    const realNow = env.server.server.ctx.now;
    env.server.server.ctx.now = () => new Date(Date.now() + 80 * 3_600_000);
    try {
      const updated = await call(
        env.server.url,
        UPDATE,
        { id: session.id, recording_url: RECORDING, materials },
        { token: env.admin },
      );
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body).toMatchObject({ recording_url: RECORDING, materials, online_url: JOIN });
      const audit = await env.server.server.ctx.db
        .selectFrom('audit_log')
        .select(['after'])
        .where('action', '=', 'event.update')
        .where('target_id', '=', session.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0]?.after)).toContain(RECORDING);

      const past = await listing({ when: 'past', online: true });
      const shown = past.find((event) => event.id === session.id);
      expect(shown).toMatchObject({ recording_url: RECORDING, materials, online_url: null, is_online: true });
      expect(past.map((event) => event.id)).not.toContain(inPerson.id);
      expect((await listing({ when: 'upcoming', online: true })).map((event) => event.id)).not.toContain(
        session.id,
      );
      // Clearing: an empty recording address and an empty list.
      const cleared = await call(
        env.server.url,
        UPDATE,
        { id: session.id, recording_url: '', materials: [] },
        { token: env.admin },
      );
      expect(cleared.body).toMatchObject({ recording_url: null, materials: [] });
    } finally {
      env.server.server.ctx.now = realNow;
    }
  });

  it('refuses addresses that are not http(s) with a translated 400 naming the field, and non-admins', async () => {
    const session = await createEvent(env.server, env.admin, { venue: null, online_url: JOIN });
    const cases: [Record<string, unknown>, string][] = [
      [{ recording_url: 'javascript:alert(document.cookie)' }, 'recording_url'],
      [{ recording_url: 'file:///etc/passwd' }, 'recording_url'],
      [{ materials: [{ title: 'Slides', url: 'ftp://files.example.com/s.pdf' }] }, 'materials.0.url'],
      [{ materials: [{ title: '', url: 'https://files.example.com/s.pdf' }] }, 'materials.0.title'],
      [{ materials: [{ title: 'Slides', url: 'https://a.example.com', extra: 1 }] }, 'materials.0.extra'],
    ];
    for (const [fields, field] of cases) {
      const answer = await call(
        env.server.url,
        UPDATE,
        { id: session.id, ...fields },
        { token: env.admin, language: 'es-MX' },
      );
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.fields[0].field).toBe(field);
    }
    const [member] = await makeMembers(env.server, 1, 'nozoom');
    const denied = await call(
      env.server.url,
      UPDATE,
      { id: session.id, recording_url: RECORDING },
      { token: member?.token ?? '' },
    );
    expect(denied.status).toBe(403);
    const stored = await env.server.server.ctx.db
      .selectFrom('events')
      .select(['recording_url', 'materials'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ recording_url: null, materials: '[]' });
  });

  it('seeds past online sessions with recordings for the demo', async () => {
    const past = await listing({ when: 'past', online: true });
    const clinic = past.find((event) => event.slug === 'zoomlab-prompt-injection-clinic');
    expect(clinic?.recording_url).toMatch(/^https:\/\//);
    expect(clinic?.materials.length).toBeGreaterThan(0);
    expect((await listing({ when: 'upcoming', online: true })).length).toBeGreaterThan(0);
  });
});
