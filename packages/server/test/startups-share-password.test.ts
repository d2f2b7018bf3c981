import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_GRANT_MS } from '../src/features/startups/shares/share-grant';
import { SHARE_UNLOCKS_PER_ADDRESS } from '../src/features/startups/shares/share-password.service';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { addStartup, makePerson, type Person } from './support/startups';

const P = '/v1/api/ailab/startup_pitch';
const VIEW = '/v2/api/open/pitch_share/view';
const UNLOCK = '/v2/api/open/pitch_share/unlock';
const SECRET = 'open sesame 42';

describe.each(testDialects())('password-protected share links (%s)', (dialect) => {
  let server: TestServer;
  let owner: Person;
  let pitch: { id: string };

  const share = (body: Record<string, unknown>) =>
    call(server.url, `${P}/share`, { pitch_id: pitch.id, ...body }, { token: owner.token });
  const setPassword = (id: string, password: string | null, token = owner.token) =>
    call(server.url, `${P}/share/password`, { id, password }, { token });
  const linkOf = async (id: string) =>
    (
      await call(server.url, `${P}/share/links`, { pitch_id: pitch.id }, { token: owner.token })
    ).body.items.find((item: { id: string }) => item.id === id);
  const visits = async (linkId: string) =>
    Number(
      (
        await server.server.ctx.db
          .selectFrom('pitch_share_visits')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('link_id', '=', linkId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const notices = async () =>
    Number(
      (
        await server.server.ctx.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', owner.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function at<T>(when: Date, body: () => Promise<T>): Promise<T> {
    const ctx = server.server.ctx;
    const real = ctx.now;
    ctx.now = () => when;
    try {
      return await body();
    } finally {
      ctx.now = real;
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    owner = await makePerson(server, [3], 'lockfounder');
    const startup = await addStartup(server, owner, { name: 'Lock Co' });
    pitch = (
      await call(
        server.url,
        `${P}/add`,
        { startup_id: startup.id, title: 'Locked deck' },
        { token: owner.token },
      )
    ).body;
    await call(server.url, `${P}/status`, { id: pitch.id, status: 'active' }, { token: owner.token });
  });
  afterAll(() => server.close());

  it('stores only an argon2id hash, never answers it, and shows nothing but the names without a grant', async () => {
    expect((await share({ password: 'short' })).status).toBe(400);
    const created = await share({ label: 'Locked', password: SECRET });
    expect(created.status).toBe(200);
    expect(created.body.link.password).toBe(true);
    expect(JSON.stringify(created.body)).not.toContain(SECRET);
    expect(JSON.stringify(created.body)).not.toContain('argon2');
    const stored = await server.server.ctx.db
      .selectFrom('pitch_share_links')
      .select('password_hash')
      .where('id', '=', created.body.link.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const before = await notices();
    const locked = await call(server.url, VIEW, { token: created.body.token });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({
      locked: true,
      content: null,
      visit: null,
      pitch_title: 'Locked deck',
    });
    // A forged or foreign grant is no grant.
    const forged = await call(server.url, VIEW, {
      token: created.body.token,
      grant: `${Date.now() + 60_000}.AAAA`,
    });
    expect(forged.body).toMatchObject({ locked: true, content: null });
    expect(await visits(created.body.link.id)).toBe(0);
    expect(await notices()).toBe(before);
  });

  it('answers a grant for the right password that opens that link only, counts the visit, and a wrong one is a named 400', async () => {
    const created = await share({ label: 'Right and wrong', password: SECRET });
    const other = await share({ label: 'Other', password: SECRET });
    const token = created.body.token;
    const wrong = await call(server.url, UNLOCK, { token, password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
    expect(wrong.body.error.fields[0]).toMatchObject({ field: 'password' });
    expect(wrong.body.error.fields[0].message).toMatch(/password/i);
    expect(wrong.body.grant).toBeUndefined();
    const before = await notices();
    const right = await call(server.url, UNLOCK, { token, password: SECRET });
    expect(right.status).toBe(200);
    expect(right.body.grant).not.toContain(SECRET);
    expect(Date.parse(right.body.expires_at) - Date.now()).toBeLessThanOrEqual(SHARE_GRANT_MS);
    const open = await call(server.url, VIEW, { token, grant: right.body.grant });
    expect(open.body).toMatchObject({ locked: false, gated: false });
    expect(open.body.content.sections.length).toBeGreaterThan(0);
    expect(open.body.visit).toEqual(expect.any(String));
    expect(await visits(created.body.link.id)).toBe(1);
    expect(await notices()).toBe(before + 1);
    // The same password's grant for one link never opens another.
    const elsewhere = await call(server.url, VIEW, { token: other.body.token, grant: right.body.grant });
    expect(elsewhere.body).toMatchObject({ locked: true, content: null });
    // A link without a password needs no grant.
    const plain = await share({ label: 'Plain' });
    expect((await call(server.url, UNLOCK, { token: plain.body.token, password: SECRET })).status).toBe(409);
  });

  it('lets a grant lapse after its time and when the password changes', async () => {
    const created = await share({ label: 'Lapsing', password: SECRET });
    const token = created.body.token;
    const { grant } = (await call(server.url, UNLOCK, { token, password: SECRET })).body;
    const later = new Date(Date.now() + SHARE_GRANT_MS + 1000);
    const lapsed = await at(later, () => call(server.url, VIEW, { token, grant }));
    expect(lapsed.body).toMatchObject({ locked: true, content: null });
    expect((await setPassword(created.body.link.id, 'a brand new one')).body.password).toBe(true);
    expect((await call(server.url, VIEW, { token, grant })).body.locked).toBe(true);
    expect((await call(server.url, UNLOCK, { token, password: SECRET })).status).toBe(400);
    expect((await call(server.url, UNLOCK, { token, password: 'a brand new one' })).status).toBe(200);
  });

  it('limits password tries per link and address, before checking them', async () => {
    const created = await share({ label: 'Guessed', password: SECRET });
    const token = created.body.token;
    for (let i = 0; i < SHARE_UNLOCKS_PER_ADDRESS; i += 1)
      expect((await call(server.url, UNLOCK, { token, password: `guess ${i}` })).status).toBe(400);
    const limited = await call(server.url, UNLOCK, { token, password: SECRET });
    expect(limited.status).toBe(429);
    expect(limited.body.grant).toBeUndefined();
  });

  it('removes a password (owner or admin only), audited, and the link then opens without one', async () => {
    const created = await share({ label: 'Removable', password: SECRET });
    const id = created.body.link.id;
    const mate = await makePerson(server, [4], 'lockoutsider');
    expect((await setPassword(id, null, mate.token)).status).toBe(403);
    expect((await setPassword(id, 'x')).status).toBe(400);
    const removed = await setPassword(id, null);
    expect(removed.status).toBe(200);
    expect(removed.body.password).toBe(false);
    expect((await linkOf(id)).password).toBe(false);
    const open = await call(server.url, VIEW, { token: created.body.token });
    expect(open.body).toMatchObject({ locked: false });
    expect(open.body.content).not.toBeNull();
    const audit = await server.server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .orderBy('created_at')
      .orderBy('action')
      .execute();
    // The link's creation is audited too (startups-share-links.test.ts checks what it records).
    expect(audit.map((row) => row.action)).toEqual(['pitch_share.create', 'pitch_share.password.remove']);
    expect(audit.map((row) => row.actor_id)).toEqual([owner.id, owner.id]);
    expect(JSON.stringify(audit)).not.toContain('argon2');
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(JSON.stringify(audit)).not.toContain(created.body.token);
    await call(server.url, `${P}/share/revoke`, { id }, { token: owner.token });
    expect((await setPassword(id, SECRET)).status).toBe(409);
  });

  it('never unlocks an expired or revoked link, even with the right password', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await share({ label: 'Short-lived', password: SECRET, expires_on: today });
    const token = created.body.token;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000 + 1000);
    const expired = await at(tomorrow, () => call(server.url, UNLOCK, { token, password: SECRET }));
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toMatch(/expired/i);
    const { grant } = (await call(server.url, UNLOCK, { token, password: SECRET })).body;
    const late = await at(tomorrow, () => call(server.url, VIEW, { token, grant }));
    expect(late.status).toBe(410);
    await call(server.url, `${P}/share/revoke`, { id: created.body.link.id }, { token: owner.token });
    expect((await call(server.url, UNLOCK, { token, password: SECRET })).status).toBe(410);
  });
});
