import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';
import { addStartup, invitationToken, makePerson, type Person } from './support/startups';
import { PNG, uploadForm } from './support/uploads';

const B = '/v1/api/user_business';
const A = '/v1/api/admin';

describe.each(testDialects())('startups and their teams (%s)', (dialect) => {
  let server: TestServer;
  let admin = '';
  let owner: Person;
  let outsider: Person;
  let investor: Person;
  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: true });
    admin = await signIn(server.url, 'staff@example.com');
    owner = await makePerson(server, [3], 'owner');
    outsider = await makePerson(server, [3], 'other');
    investor = await makePerson(server, [4], 'investor');
  });
  afterAll(() => server.close());

  it('creates a startup whose owner is its first member, visible to its team only', async () => {
    const startup = await addStartup(server, owner, { name: 'Río Labs', industries: ['fintech', 'health'] });
    expect(startup).toMatchObject({ slug: 'rio-labs', my_role: 'owner', member_count: 1, status: 'active' });
    expect(startup.modules).toEqual(['pitch_builder', 'investor_access']);
    expect(startup.industries).toEqual(['fintech', 'health']);

    const mine = await call(server.url, `${B}/details`, { id: startup.id }, { token: owner.token });
    expect(mine.body.members.map((m: { role: string }) => m.role)).toEqual(['owner']);
    // Another founder, an investor and nobody at all never see a startup's private side.
    expect(
      (await call(server.url, `${B}/details`, { id: startup.id }, { token: outsider.token })).status,
    ).toBe(404);
    expect(
      (await call(server.url, `${B}/details`, { id: startup.id }, { token: investor.token })).status,
    ).toBe(403);
    expect((await call(server.url, `${B}/details`, { id: startup.id })).status).toBe(401);
    const update = await call(
      server.url,
      `${B}/update`,
      { id: startup.id, name: 'Taken' },
      { token: outsider.token },
    );
    expect(update.status).toBe(404);

    const list = await call(server.url, `${B}/listing`, {}, { token: owner.token });
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(startup.id);
    const theirs = await call(server.url, `${B}/listing`, {}, { token: outsider.token });
    expect(theirs.body.items.map((item: { id: string }) => item.id)).not.toContain(startup.id);
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const bad = await call(
      server.url,
      `${B}/add`,
      { name: 'X', website: 'javascript:alert(1)' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('website');
    const slug = await call(
      server.url,
      `${B}/add`,
      { name: 'X', slug: 'Not A Slug' },
      { token: owner.token },
    );
    expect(slug.status).toBe(400);
  });

  it('invites by email: one pending invitation per address, single use, only for the invited address', async () => {
    const startup = await addStartup(server, owner);
    const invitee = await makePerson(server, [8], 'invitee');
    const invite = await call(
      server.url,
      `${B}/invite`,
      { startup_id: startup.id, email: invitee.email },
      { token: owner.token },
    );
    expect(invite.status).toBe(200);
    expect(JSON.stringify(invite.body)).not.toContain('token');
    const again = await call(
      server.url,
      `${B}/invite`,
      { startup_id: startup.id, email: invitee.email.toUpperCase() },
      { token: owner.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_EXISTS');
    // A teammate without the admin role cannot invite; an outsider cannot even see the startup.
    expect(
      (
        await call(
          server.url,
          `${B}/invite`,
          { startup_id: startup.id, email: 'x@example.com' },
          { token: outsider.token },
        )
      ).status,
    ).toBe(404);

    const token = await invitationToken(server, invitee.email);
    const stored = await server.server.ctx.db
      .selectFrom('startup_invitations')
      .selectAll()
      .where('startup_id', '=', startup.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const stranger = await makePerson(server, [8], 'stranger');
    const wrong = await call(server.url, `${B}/invitation/accept`, { token }, { token: stranger.token });
    expect(wrong.status).toBe(403);

    // Parallel accepts by the invitee: exactly one membership.
    const accepts = await Promise.all(
      [1, 2, 3].map(() => call(server.url, `${B}/invitation/accept`, { token }, { token: invitee.token })),
    );
    expect(accepts.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(accepts.filter((answer) => answer.status === 400)).toHaveLength(2);
    const members = await server.server.ctx.db
      .selectFrom('startup_members')
      .selectAll()
      .where('startup_id', '=', startup.id)
      .execute();
    expect(members.filter((member) => member.user_id === invitee.id)).toHaveLength(1);
    const roles = await server.server.ctx.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', invitee.id)
      .execute();
    expect(roles.map((row) => Number(row.role))).toContain(3);
    // Now a founder, the invitee sees the startup; a member cannot invite (owner and admins only).
    expect(
      (await call(server.url, `${B}/details`, { id: startup.id }, { token: invitee.token })).status,
    ).toBe(200);
    expect(
      (
        await call(
          server.url,
          `${B}/invite`,
          { startup_id: startup.id, email: 'y@example.com' },
          { token: invitee.token },
        )
      ).status,
    ).toBe(403);
  });

  it('lets an invitation expire', async () => {
    const startup = await addStartup(server, owner);
    const invitee = await makePerson(server, [8], 'late');
    await call(
      server.url,
      `${B}/invite`,
      { startup_id: startup.id, email: invitee.email },
      { token: owner.token },
    );
    const token = await invitationToken(server, invitee.email);
    const ctx = server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 8 * 86_400_000);
    try {
      const late = await call(server.url, `${B}/invitation/accept`, { token }, { token: invitee.token });
      expect(late.status).toBe(400);
      expect(late.body.error.code).toBe('CODE_EXPIRED');
      // A new invitation replaces the expired one.
      const fresh = await call(
        server.url,
        `${B}/invite`,
        { startup_id: startup.id, email: invitee.email },
        { token: owner.token },
      );
      expect(fresh.status).toBe(200);
    } finally {
      ctx.now = realNow;
    }
  });

  it('transfers ownership, lets members leave, keeps the owner', async () => {
    const startup = await addStartup(server, owner);
    const mate = await makePerson(server, [8], 'mate');
    await call(
      server.url,
      `${A}/invite_associate`,
      { startup_id: startup.id, email: mate.email, role: 'admin' },
      { token: admin },
    );
    const token = await invitationToken(server, mate.email);
    expect((await call(server.url, `${B}/invitation/accept`, { token }, { token: mate.token })).status).toBe(
      200,
    );
    const ownerLeaves = await call(
      server.url,
      `${B}/manage`,
      { action: 'leave', id: startup.id },
      { token: owner.token },
    );
    expect(ownerLeaves.status).toBe(409);
    const demote = await call(
      server.url,
      `${B}/manage`,
      { action: 'remove_member', id: startup.id, user_id: owner.id },
      { token: mate.token },
    );
    expect(demote.status).toBe(409);
    const transfer = await call(
      server.url,
      `${B}/manage`,
      { action: 'transfer_ownership', id: startup.id, user_id: mate.id },
      { token: owner.token },
    );
    expect(transfer.status).toBe(200);
    expect(transfer.body.startup.owner_id).toBe(mate.id);
    const left = await call(
      server.url,
      `${B}/manage`,
      { action: 'leave', id: startup.id },
      { token: owner.token },
    );
    expect(left.body.startup).toBeNull();
    expect((await call(server.url, `${B}/details`, { id: startup.id }, { token: owner.token })).status).toBe(
      404,
    );
    const archive = await call(
      server.url,
      `${B}/manage`,
      { action: 'archive', id: startup.id },
      { token: mate.token },
    );
    expect(archive.body.startup.status).toBe('archived');
    const edit = await call(
      server.url,
      `${B}/update`,
      { id: startup.id, name: 'Nope' },
      { token: mate.token },
    );
    expect(edit.status).toBe(409);
  });

  it('stores a logo through the shared upload rules', async () => {
    const startup = await addStartup(server, owner);
    const form = new FormData();
    form.append('id', startup.id);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const answer = await call(server.url, `${B}/logo`, undefined, { token: owner.token, raw: form });
    expect(answer.status).toBe(200);
    expect(answer.body.startup.logo_url).toMatch(/^\/media\/startup-logos\//);
    const notImage = new FormData();
    notImage.append('id', startup.id);
    notImage.append('file', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png');
    expect(
      (await call(server.url, `${B}/logo`, undefined, { token: owner.token, raw: notImage })).status,
    ).toBe(415);
    const noId = uploadForm(PNG, 'logo.png', 'image/png');
    expect((await call(server.url, `${B}/logo`, undefined, { token: owner.token, raw: noId })).status).toBe(
      400,
    );
  });

  it('gives administrators the studio: every startup, teams, modules (audited)', async () => {
    const startup = await addStartup(server, owner, { stage: 'series_a', industries: ['climate'] });
    const list = await call(
      server.url,
      `${A}/businesses_list`,
      { stage: 'series_a', industry: 'climate' },
      { token: admin },
    );
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(startup.id);
    expect((await call(server.url, `${A}/businesses_list`, {}, { token: owner.token })).status).toBe(403);
    const users = await call(server.url, `${A}/business_users`, { id: startup.id }, { token: admin });
    expect(users.body.items[0].user_id).toBe(owner.id);
    const teams = await call(server.url, `${A}/team_listing`, { limit: 100 }, { token: admin });
    expect(teams.status).toBe(200);
    const modules = await call(
      server.url,
      `${A}/module_listing`,
      {
        id: startup.id,
        set: [
          { module: 'mentoring', enabled: true },
          { module: 'investor_access', enabled: false },
        ],
      },
      { token: admin },
    );
    expect(modules.body.modules).toEqual([
      { module: 'pitch_builder', enabled: true },
      { module: 'investor_access', enabled: false },
      { module: 'research', enabled: false },
      { module: 'mentoring', enabled: true },
    ]);
    const audit = await server.server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'startup.modules.update')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});
