import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';
import { addStartup, invitationToken, makePerson, type Person } from './support/startups';

const P = '/v1/api/ailab/startup_pitch';
const VIEW = '/v2/api/open/pitch_share/view';
const TRACK = '/v2/api/open/pitch_share/track';
const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDialects())('pitch share links (%s)', (dialect) => {
  let server: TestServer;
  let admin = '';
  let owner: Person;
  let teammate: Person;
  let rival: Person;
  let investor: Person;
  let shy: Person;
  let pitch: { id: string };
  let sections: { id: string; title: string }[] = [];

  const share = (body: Record<string, unknown>, token = owner.token) =>
    call(server.url, `${P}/share`, { pitch_id: pitch.id, ...body }, { token });
  const links = (token = owner.token) =>
    call(server.url, `${P}/share/links`, { pitch_id: pitch.id }, { token });
  const linkOf = async (id: string) =>
    (await links()).body.items.find((item: { id: string }) => item.id === id);
  /** Runs `body` with the server's clock at `at`. */
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
    admin = await signIn(server.url, 'staff@example.com');
    owner = await makePerson(server, [3], 'founder');
    teammate = await makePerson(server, [8], 'mate');
    rival = await makePerson(server, [3], 'rival');
    investor = await makePerson(server, [4], 'vc');
    shy = await makePerson(server, [4], 'shy');
    const startup = await addStartup(server, owner, { name: 'Share Co' });
    await call(
      server.url,
      '/v1/api/user_business/invite',
      { startup_id: startup.id, email: teammate.email },
      { token: owner.token },
    );
    const invitation = await invitationToken(server, teammate.email);
    await call(
      server.url,
      '/v1/api/user_business/invitation/accept',
      { token: invitation },
      { token: teammate.token },
    );
    pitch = (
      await call(
        server.url,
        `${P}/add`,
        { startup_id: startup.id, title: 'Seed deck' },
        { token: owner.token },
      )
    ).body;
    const content = await call(server.url, `${P}/content`, { id: pitch.id }, { token: owner.token });
    sections = content.body.sections;
    const profile = (countViews: boolean) => ({
      profile: {
        firm: countViews ? 'Open Fund' : 'Quiet Fund',
        thesis: 'We back founders.',
        stages: ['seed'],
        sectors: ['fintech'],
        geographies: ['MX'],
        cheque_min: 1000,
        cheque_max: 2000,
        currency: 'USD',
        count_views: countViews,
      },
    });
    await call(server.url, '/v1/api/ailab/investor/profile', profile(true), { token: investor.token });
    const quiet = await call(server.url, '/v1/api/ailab/investor/profile', profile(false), {
      token: shy.token,
    });
    expect(quiet.status).toBe(200);
  });
  afterAll(() => server.close());

  it('lets only the owner or an admin create and revoke links; members read them; outsiders never', async () => {
    expect((await call(server.url, `${P}/share`, { pitch_id: pitch.id })).status).toBe(401);
    expect((await share({}, rival.token)).status).toBe(404);
    expect((await share({}, investor.token)).status).toBe(403);
    expect((await share({}, admin)).status).toBe(403);
    expect((await share({}, teammate.token)).status).toBe(403);
    const created = await share({ label: 'Ana at Seed Fund' });
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(/\/p\/ailab_sh_[A-Za-z0-9_-]+$/);
    expect(created.body.link).toMatchObject({ label: 'Ana at Seed Fund', status: 'active', views: 0 });
    // Only the hash is stored.
    const stored = await server.server.ctx.db
      .selectFrom('pitch_share_links')
      .select('token_hash')
      .where('id', '=', created.body.link.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.body.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await links(teammate.token)).status).toBe(200);
    expect((await links(rival.token)).status).toBe(404);
    expect((await links(investor.token)).status).toBe(403);
    const id = created.body.link.id;
    expect((await call(server.url, `${P}/share/revoke`, { id }, { token: teammate.token })).status).toBe(403);
    expect((await call(server.url, `${P}/share/revoke`, { id }, { token: rival.token })).status).toBe(404);
  });

  it('audits creating and revoking a link once each, in the change, never with its token or password', async () => {
    const audits = (targetId: string) =>
      server.server.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_id', '=', targetId)
        .orderBy('created_at')
        .orderBy('action')
        .execute();
    const pitchAudits = async () =>
      (
        await server.server.ctx.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', 'like', 'pitch_share.%')
          .execute()
      ).length;
    const before = await pitchAudits();
    expect((await share({ label: 'Refused' }, teammate.token)).status).toBe(403);
    expect((await share({ label: 'Refused', expires_on: '2020-01-01' })).status).toBe(400);
    expect(await pitchAudits()).toBe(before);

    const password = 'open sesame 42';
    const created = await share({
      label: 'Ana at Seed Fund',
      email_gate: true,
      expires_on: today(),
      password,
    });
    expect(created.status).toBe(200);
    const id = created.body.link.id;
    const [entry, ...more] = await audits(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'pitch_share.create',
      actor_id: owner.id,
      target_type: 'pitch_share_link',
      before: null,
    });
    expect(JSON.parse(String(entry?.after))).toEqual({
      pitch_id: pitch.id,
      label: 'Ana at Seed Fund',
      email_gate: true,
      expires_at: created.body.link.expires_at,
      protected: true,
    });
    const stored = await server.server.ctx.db
      .selectFrom('pitch_share_links')
      .select(['token_hash', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const written = JSON.stringify(entry);
    for (const secret of [created.body.token, password, stored.token_hash, String(stored.password_hash)])
      expect(written).not.toContain(secret);

    for (let i = 0; i < 2; i += 1)
      expect((await call(server.url, `${P}/share/revoke`, { id }, { token: owner.token })).status).toBe(200);
    const after = await audits(id);
    expect(after.map((row) => row.action)).toEqual(['pitch_share.create', 'pitch_share.revoke']);
    expect(JSON.parse(String(after[1]?.after))).toMatchObject({
      pitch_id: pitch.id,
      revoked_at: expect.any(String),
    });
    expect(await pitchAudits()).toBe(before + 2);
  });

  it('opens only an active pitch, in order, and a revoked or expired link never shows it', async () => {
    const created = await share({ label: 'Early' });
    const token = created.body.token;
    const draft = await call(server.url, VIEW, { token });
    expect(draft.status).toBe(410);
    expect(draft.body.error.code).toBe('LINK_GONE');
    expect(draft.body.error.content).toBeUndefined();
    await call(server.url, `${P}/status`, { id: pitch.id, status: 'active' }, { token: owner.token });
    const open = await call(server.url, VIEW, { token });
    expect(open.status).toBe(200);
    expect(open.body.gated).toBe(false);
    expect(open.body.content.sections.map((s: { id: string }) => s.id)).toEqual(sections.map((s) => s.id));
    expect((await call(server.url, VIEW, { token: `${token.slice(0, -4)}AAAA` })).status).toBe(404);
    expect((await call(server.url, VIEW, { token: 'short' })).status).toBe(400);

    const revoked = await call(
      server.url,
      `${P}/share/revoke`,
      { id: created.body.link.id },
      { token: owner.token },
    );
    expect(revoked.body.status).toBe('revoked');
    const gone = await call(server.url, VIEW, { token });
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toMatch(/revoked/i);
    expect(gone.body.content).toBeUndefined();

    const past = await share({ expires_on: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.error.fields[0].field).toBe('expires_on');
    const dated = await share({ expires_on: today() });
    expect((await call(server.url, VIEW, { token: dated.body.token })).status).toBe(200);
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000 + 1000);
    const expired = await at(tomorrow, () => call(server.url, VIEW, { token: dated.body.token }));
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toMatch(/expired/i);
    expect((await linkOf(dated.body.link.id)).status).toBe('active');
    const after = await at(tomorrow, () => links());
    expect(after.body.items.find((item: { id: string }) => item.id === dated.body.link.id).status).toBe(
      'expired',
    );
  });

  it('asks for an email first when gated, and counts visits and distinct emails', async () => {
    const created = await share({ email_gate: true, label: 'Gate' });
    const token = created.body.token;
    const gate = await call(server.url, VIEW, { token });
    expect(gate.body).toMatchObject({ gated: true, content: null, visit: null, pitch_title: 'Seed deck' });
    expect((await call(server.url, VIEW, { token, email: 'not an email' })).status).toBe(400);
    for (const email of ['ana@fund.example', 'ANA@fund.example', 'bo@fund.example'])
      expect((await call(server.url, VIEW, { token, email })).body.visit).toEqual(expect.any(String));
    const stats = await linkOf(created.body.link.id);
    expect(stats).toMatchObject({ views: 3, unique_viewers: 2 });
  });

  it('never counts the team or an investor who opted out; counts other investors', async () => {
    const created = await share({ label: 'Counting' });
    const token = created.body.token;
    expect((await call(server.url, VIEW, { token }, { token: owner.token })).body.visit).toBeNull();
    expect((await call(server.url, VIEW, { token }, { token: teammate.token })).body.visit).toBeNull();
    const quiet = await call(server.url, VIEW, { token }, { token: shy.token });
    expect(quiet.status).toBe(200);
    expect(quiet.body.visit).toBeNull();
    expect(quiet.body.content.sections.length).toBe(sections.length);
    expect((await call(server.url, VIEW, { token }, { token: investor.token })).body.visit).toEqual(
      expect.any(String),
    );
    expect((await call(server.url, VIEW, { token }, { token: rival.token })).body.visit).toEqual(
      expect.any(String),
    );
    expect((await linkOf(created.body.link.id)).views).toBe(2);
  });

  it('credits section time within the wall time since the last report, and refuses bad durations', async () => {
    const created = await share({ label: 'Timing' });
    const token = created.body.token;
    const start = new Date(Date.now() + 60_000);
    const view = await at(start, () => call(server.url, VIEW, { token }));
    const visit = view.body.visit;
    const [first, second] = sections;
    if (!first || !second) throw new Error('template sections missing');
    const report = (body: Record<string, unknown>) => call(server.url, TRACK, { token, visit, ...body });
    for (const seconds of [-1, 100_000, 'ten'])
      expect((await report({ sections: [{ section_id: first.id, seconds }] })).status, String(seconds)).toBe(
        400,
      );
    expect((await report({ sections: [] })).status).toBe(400);
    // 20 s after the visit began: 15 s on the first section, and the second may claim only what is left.
    const counted = await at(new Date(start.getTime() + 20_000), () =>
      report({
        sections: [
          { section_id: first.id, seconds: 15 },
          { section_id: second.id, seconds: 100 },
          { section_id: 'no-such-section', seconds: 50 },
        ],
      }),
    );
    expect(counted.status).toBe(200);
    expect(counted.body.counted_seconds).toBe(25);
    // The same moment again: no wall time has passed since, only the slack.
    const again = await at(new Date(start.getTime() + 20_000), () =>
      report({ sections: [{ section_id: first.id, seconds: 60 }] }),
    );
    expect(again.body.counted_seconds).toBe(5);
    const stats = await linkOf(created.body.link.id);
    expect(stats.seconds).toBe(30);
    expect(stats.sections.find((s: { section_id: string }) => s.section_id === first.id)).toMatchObject({
      views: 1,
      seconds: 20,
    });
    expect(stats.sections.find((s: { section_id: string }) => s.section_id === second.id).seconds).toBe(10);
    expect(
      (
        await call(server.url, TRACK, {
          token,
          visit: 'forged',
          sections: [{ section_id: first.id, seconds: 1 }],
        })
      ).status,
    ).toBe(404);
    await call(server.url, `${P}/share/revoke`, { id: created.body.link.id }, { token: owner.token });
    expect((await report({ sections: [{ section_id: first.id, seconds: 1 }] })).status).toBe(410);
    expect((await linkOf(created.body.link.id)).seconds).toBe(30);
  });

  it('limits page loads per link and address', async () => {
    const created = await share({ label: 'Busy' });
    let last = 0;
    for (let i = 0; i < 31; i += 1)
      last = (await call(server.url, VIEW, { token: created.body.token })).status;
    expect(last).toBe(429);
    expect((await linkOf(created.body.link.id)).views).toBe(30);
  });
});
