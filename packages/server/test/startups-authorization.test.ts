import { listEndpoints } from '@ailab/core/contract/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { type Answer, call } from './support/http';
import { ok } from './support/learning';
import {
  ACTORS,
  type Actor,
  buildStartupsWorld,
  SECRETS,
  type StartupsWorld,
  TEAM,
} from './support/startups-world';
import { pngVariant, uploadForm } from './support/uploads';

/** Expected statuses, one per actor in `ACTORS` order. */
type Statuses = readonly [number, number, number, number, number, number, number, number, number];
// Order: anonymous, link holder, owner, admin, member, other founder, investor, quiet investor, administrator.
const ANY_MEMBER: Statuses = [401, 401, 200, 200, 200, 404, 403, 403, 403];
const MANAGERS: Statuses = [401, 401, 200, 200, 403, 404, 403, 403, 403];
const FOUNDERS: Statuses = [401, 401, 200, 200, 200, 200, 403, 403, 403];
const INVESTORS: Statuses = [401, 401, 403, 403, 403, 403, 200, 200, 403];
const STUDIO: Statuses = [401, 401, 200, 200, 200, 200, 200, 200, 403];
const ADMINISTRATORS: Statuses = [401, 401, 403, 403, 403, 403, 403, 403, 200];
const EVERYONE: Statuses = [200, 200, 200, 200, 200, 200, 200, 200, 200];
/** A link's endpoints: whoever holds its token; the anonymous caller here holds none. */
const LINK_HOLDERS: Statuses = [404, 200, 200, 200, 200, 200, 200, 200, 200];

/** What one row sends: a JSON body or a multipart form, built per actor (fresh targets for one-shot actions). */
type Send = { json: object } | { form: FormData };
interface Row {
  /** The contract's `group.key`; a label after `#` tells apart two rows of one endpoint. */
  name: string;
  send: (who: Actor) => Promise<Send> | Send;
  expected: Statuses;
  /** One caller after another: each builds its body from what the one before changed (a section's version, the newest image). */
  serial?: boolean;
}

/** A well-formed share token that opens nothing. */
const UNKNOWN_TOKEN = 'ailab_sh_nobody-holds-this-link-0000';

describe.each(testDialects())('startups: every endpoint × every caller (%s)', (dialect) => {
  let server: TestServer;
  let world: StartupsWorld;
  /** Every answer the matrix got, for the leak checks. */
  const seen: { who: Actor; row: string; answer: Answer }[] = [];
  let seq = 0;
  const unique = () => `${dialect}-${++seq}`;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    world = await buildStartupsWorld(server);
  });
  afterAll(() => server.close());

  const owner = () => world.tokens.owner;
  const P = '/v1/api/ailab/startup_pitch';
  const tokenFor = (who: Actor, token: string) => (who === 'anonymous' ? UNKNOWN_TOKEN : token);
  const json = (body: object): Send => ({ json: body });
  /** The text fields first, then a distinct PNG in `file` (the order multipart uploads expect). */
  const pngForm = (fields: Record<string, string>, seed: number) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    for (const [key, value] of uploadForm(pngVariant(seed), 'matrix.png', 'image/png').entries())
      data.append(key, value);
    return data;
  };
  const form = (fields: Record<string, string>, seed: number): Send => ({ form: pngForm(fields, seed) });
  const sectionVersion = async (id: string) =>
    (await ok(server.url, `${P}/section`, { id }, owner())).section.version as number;
  /** Something the owner made for one actor to act on once (revoke, delete, remove). */
  const fresh = {
    invitation: async () =>
      (
        await ok(
          server.url,
          '/v1/api/user_business/invite',
          { startup_id: world.startupId, email: `revoke-${unique()}@example.com` },
          owner(),
        )
      ).id as string,
    field: async () =>
      (
        await ok(
          server.url,
          '/v1/api/pitch_field/create',
          { pitch_id: world.draftPitchId, label: 'Short-lived', value: { type: 'number', number: 1 } },
          owner(),
        )
      ).id as string,
    image: async () => {
      const answer = await call(server.url, `${P}/section/image`, undefined, {
        token: owner(),
        raw: pngForm({ section_id: world.draftSectionIds[2] ?? '' }, 1000 + seq++),
      });
      if (answer.status !== 200) throw new Error(`image upload: ${answer.status} ${answer.text}`);
      return answer.body.items.at(-1).id as string;
    },
    link: async () =>
      (await ok(server.url, `${P}/share`, { pitch_id: world.activePitchId, label: 'Short-lived' }, owner()))
        .link.id as string,
  };

  const rows: Row[] = [
    // Startups and their teams.
    {
      name: 'userBusiness.add',
      send: (who) => json({ name: `Matrix ${who} ${unique()}` }),
      expected: FOUNDERS,
    },
    {
      name: 'userBusiness.update',
      send: () => json({ id: world.startupId, one_liner: 'Invoices in a minute.' }),
      expected: MANAGERS,
    },
    { name: 'userBusiness.logo', send: () => form({ id: world.startupId }, 1), expected: MANAGERS },
    { name: 'userBusiness.details', send: () => json({ id: world.startupId }), expected: ANY_MEMBER },
    { name: 'userBusiness.listing', send: () => json({}), expected: FOUNDERS },
    {
      name: 'userBusiness.manage',
      send: () =>
        json({ action: 'set_role', id: world.startupId, user_id: world.ids.teamMember, role: 'member' }),
      expected: MANAGERS,
    },
    {
      name: 'userBusiness.invite',
      send: () => json({ startup_id: world.startupId, email: `invitee-${unique()}@example.com` }),
      expected: MANAGERS,
    },
    {
      name: 'userBusiness.invitations',
      send: () => json({ startup_id: world.startupId }),
      expected: MANAGERS,
    },
    {
      name: 'userBusiness.revokeInvitation',
      send: async () => json({ id: await fresh.invitation() }),
      expected: MANAGERS,
    },
    // Someone else's invitation is nobody's to accept, whoever is signed in.
    {
      name: 'userBusiness.acceptInvitation',
      send: async () => json({ invitation_id: await fresh.invitation() }),
      expected: [401, 401, 404, 404, 404, 404, 404, 404, 404],
    },
    // The studio's administration.
    { name: 'v1Admin.businessesList', send: () => json({}), expected: ADMINISTRATORS },
    { name: 'v1Admin.businessUsers', send: () => json({ id: world.startupId }), expected: ADMINISTRATORS },
    { name: 'v1Admin.teamListing', send: () => json({}), expected: ADMINISTRATORS },
    { name: 'v1Admin.moduleListing', send: () => json({ id: world.startupId }), expected: ADMINISTRATORS },
    {
      name: 'v1Admin.inviteAssociate',
      send: () => json({ startup_id: world.startupId, email: `associate-${unique()}@example.com` }),
      expected: ADMINISTRATORS,
    },
    // Key facts (of the draft).
    {
      name: 'pitchField.create',
      send: () =>
        json({
          pitch_id: world.draftPitchId,
          label: 'Users',
          kind: 'users',
          value: { type: 'number', number: 3 },
        }),
      expected: ANY_MEMBER,
    },
    {
      name: 'pitchField.update',
      send: () => json({ id: world.draftFieldId, value: { type: 'number', number: 8 } }),
      expected: ANY_MEMBER,
    },
    {
      name: 'pitchField.manage',
      send: async () => json({ action: 'delete', id: await fresh.field() }),
      expected: ANY_MEMBER,
    },
    { name: 'pitchField.updateImage', send: () => form({ id: world.draftFieldId }, 2), expected: ANY_MEMBER },
    { name: 'pitchField.listing', send: () => json({ pitch_id: world.draftPitchId }), expected: ANY_MEMBER },
    // Pitches and sections.
    { name: 'startupPitch.list', send: () => json({}), expected: FOUNDERS },
    {
      name: 'startupPitch.add',
      send: () => json({ startup_id: world.startupId, title: `Matrix pitch ${unique()}` }),
      expected: ANY_MEMBER,
    },
    { name: 'startupPitch.content', send: () => json({ id: world.draftPitchId }), expected: ANY_MEMBER },
    {
      name: 'startupPitch.update',
      send: () => json({ action: 'edit', id: world.draftPitchId, audience: 'investors' }),
      expected: ANY_MEMBER,
    },
    // Unchanged status: the rule is the managers', nothing moves.
    {
      name: 'startupPitch.status',
      send: () => json({ id: world.activePitchId, status: 'active' }),
      expected: MANAGERS,
    },
    {
      name: 'startupPitch.section',
      send: () => json({ id: world.activeSectionId, history: true }),
      expected: ANY_MEMBER,
    },
    {
      name: 'startupPitch.section#draft',
      send: () => json({ id: world.draftSectionIds[0], history: true }),
      expected: ANY_MEMBER,
    },
    {
      name: 'startupPitch.sectionUpdate',
      send: async () => {
        const id = world.draftSectionIds[1] ?? '';
        return json({ id, version: await sectionVersion(id), body: `Edited ${unique()}` });
      },
      expected: ANY_MEMBER,
      serial: true,
    },
    {
      name: 'startupPitch.sectionGenerate',
      send: async () => {
        const id = world.draftSectionIds[3] ?? '';
        return json({ section_id: id, version: await sectionVersion(id) });
      },
      expected: ANY_MEMBER,
      serial: true,
    },
    {
      name: 'startupPitch.sectionImage',
      send: () => form({ section_id: world.draftSectionIds[0] ?? '' }, 100 + seq++),
      expected: ANY_MEMBER,
    },
    {
      name: 'startupPitch.sectionImages',
      send: () => json({ section_id: world.draftSectionIds[0] }),
      expected: ANY_MEMBER,
    },
    {
      name: 'startupPitch.sectionImageRemove',
      send: async () => json({ id: await fresh.image() }),
      expected: ANY_MEMBER,
      serial: true,
    },
    // Share links and their analytics.
    {
      name: 'startupPitch.share',
      send: () => json({ pitch_id: world.activePitchId, label: `Matrix ${unique()}` }),
      expected: MANAGERS,
    },
    {
      name: 'startupPitch.shareLinks',
      send: () => json({ pitch_id: world.activePitchId }),
      expected: ANY_MEMBER,
    },
    {
      name: 'startupPitch.shareRevoke',
      send: async () => json({ id: await fresh.link() }),
      expected: MANAGERS,
    },
    {
      name: 'startupPitch.sharePassword',
      send: () => json({ id: world.lockedLinkId, password: world.lockedLinkPassword }),
      expected: MANAGERS,
    },
    // Investors.
    { name: 'investorList.list', send: () => json({}), expected: STUDIO },
    {
      name: 'investorList.list#for-pitch',
      send: () => json({ for_pitch: world.activePitchId }),
      expected: [401, 401, 200, 200, 200, 404, 404, 404, 403],
    },
    { name: 'investorDesk.profile', send: () => json({}), expected: INVESTORS },
    { name: 'investorDesk.pitches', send: () => json({}), expected: INVESTORS },
    { name: 'investorDesk.pitch', send: () => json({ id: world.activePitchId }), expected: INVESTORS },
    {
      name: 'investorDesk.pitch#draft',
      send: () => json({ id: world.draftPitchId }),
      expected: [401, 401, 403, 403, 403, 403, 404, 404, 403],
    },
    {
      name: 'investorDesk.interest',
      send: (who) =>
        json({
          pitch_id: world.activePitchId,
          signal: who === 'investor' ? 'intro_requested' : 'interested',
        }),
      expected: INVESTORS,
    },
    {
      name: 'investorDesk.interest#draft',
      send: () => json({ pitch_id: world.draftPitchId, signal: 'interested' }),
      expected: [401, 401, 403, 403, 403, 403, 404, 404, 403],
    },
    { name: 'investorDesk.pipeline', send: () => json({}), expected: INVESTORS },
    {
      name: 'investorDesk.interests',
      send: () => json({ pitch_id: world.activePitchId }),
      expected: ANY_MEMBER,
    },
    // The public side.
    { name: 'open.fundraisingListing', send: () => json({}), expected: EVERYONE },
    {
      name: 'open.pitchShareView',
      send: (who) => json({ token: tokenFor(who, world.linkToken) }),
      expected: LINK_HOLDERS,
    },
    {
      name: 'open.pitchShareView#draft',
      send: (who) => json({ token: tokenFor(who, world.draftLinkToken) }),
      expected: [404, 410, 410, 410, 410, 410, 410, 410, 410],
    },
    {
      name: 'open.pitchShareTrack',
      send: (who) =>
        json({
          token: tokenFor(who, world.linkToken),
          visit: world.visitId,
          sections: [{ section_id: world.activeSectionId, seconds: 3 }],
        }),
      expected: LINK_HOLDERS,
    },
    {
      name: 'open.pitchShareUnlock',
      send: (who) =>
        json({ token: tokenFor(who, world.lockedLinkToken), password: world.lockedLinkPassword }),
      expected: LINK_HOLDERS,
    },
  ];

  const endpointOf = (row: string) => row.split('#')[0] ?? row;
  const pathOf = (row: string) => {
    const found = listEndpoints().find((entry) => entry.name === endpointOf(row));
    if (!found) throw new Error(`no endpoint ${row}`);
    return found.endpoint.path;
  };

  it('has a row for every endpoint of the startups domain, and none for anything else', () => {
    const domain = listEndpoints()
      .filter((entry) => entry.endpoint.feature === 'startups')
      .map((entry) => entry.name)
      .sort();
    expect(domain.length).toBeGreaterThan(40);
    expect([...new Set(rows.map((row) => endpointOf(row.name)))].sort()).toEqual(domain);
  });

  const send = async (row: Row, who: Actor): Promise<Answer> => {
    const what = await row.send(who);
    const path = pathOf(row.name);
    const token = world.tokens[who];
    const answer =
      'form' in what
        ? await call(server.url, path, undefined, { token, raw: what.form })
        : await call(server.url, path, what.json, { token });
    if (answer.status >= 500) throw new Error(`${who} ${row.name}: ${answer.status} ${answer.text}`);
    seen.push({ who, row: row.name, answer });
    return answer;
  };

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const answers: Answer[] = [];
    if (row.serial) for (const who of ACTORS) answers.push(await send(row, who));
    else answers.push(...(await Promise.all(ACTORS.map((who) => send(row, who)))));
    expect(Object.fromEntries(ACTORS.map((who, i) => [who, answers[i]?.status]))).toEqual(
      Object.fromEntries(ACTORS.map((who, i) => [who, row.expected[i]])),
    );
  });

  it('never lets a draft pitch, a section’s history or the founders’ analytics out of the startup', () => {
    const insiders = seen.filter((entry) => TEAM.includes(entry.who));
    // The secrets are really there for the team, so their absence elsewhere means something.
    const within = insiders.map((entry) => entry.answer.text).join('\n');
    for (const secret of [SECRETS.draft, SECRETS.history, SECRETS.analytics])
      expect(within).toContain(secret);
    for (const { who, row, answer } of seen.filter((entry) => !TEAM.includes(entry.who)))
      for (const secret of [SECRETS.draft, SECRETS.history, SECRETS.analytics])
        expect(answer.text.includes(secret), `${who} ${row} carries ${secret}`).toBe(false);
  });

  it('never shows an investor’s pipeline notes to anyone but that investor', async () => {
    const mine = seen.filter((entry) => entry.who === 'investor').map((entry) => entry.answer.text);
    expect(mine.join('\n')).toContain(SECRETS.notes);
    for (const { who, row, answer } of seen.filter((entry) => entry.who !== 'investor'))
      expect(answer.text.includes(SECRETS.notes), `${who} ${row} carries the notes`).toBe(false);
    // Nor in what the founders are told of the interest.
    for (const who of TEAM) {
      const notices = await call(server.url, '/v2/api/notifications/list', {}, { token: world.tokens[who] });
      expect(notices.status).toBe(200);
      expect(notices.text).not.toContain(SECRETS.notes);
    }
  });

  it('finds nothing by searching for the secrets from outside (no search is an oracle)', async () => {
    const searches: [Actor, string, object][] = [
      ['investor', '/v1/api/ailab/investor/pitches', { query: SECRETS.draft }],
      ['anonymous', '/v2/api/open/fundraising/listing', { query: SECRETS.draft }],
      ['otherFounder', '/v1/api/ailab/startup_pitch/list', { query: SECRETS.draft }],
      ['owner', '/v1/api/ailab/investor_list', { query: SECRETS.notes }],
    ];
    for (const [who, path, body] of searches) {
      const answer = await call(server.url, path, body, { token: world.tokens[who] });
      expect(answer.status, `${who} ${path}`).toBe(200);
      expect(answer.body.total, `${who} ${path}`).toBe(0);
    }
    // The same searches do find what their callers may see.
    const found = await call(
      server.url,
      '/v1/api/ailab/investor/pitches',
      { query: 'seed round' },
      {
        token: world.tokens.investor,
      },
    );
    expect(found.body.items.map((item: { pitch_id: string }) => item.pitch_id)).toEqual([
      world.activePitchId,
    ]);
  });

  it('counts a link visit only for callers who may be counted', async () => {
    const counted: Record<Actor, boolean> = {
      anonymous: true,
      linkHolder: true,
      owner: false,
      teamAdmin: false,
      teamMember: false,
      otherFounder: true,
      investor: true,
      quietInvestor: false,
      administrator: true,
    };
    for (const who of ACTORS) {
      const view = await call(
        server.url,
        '/v2/api/open/pitch_share/view',
        { token: world.linkToken },
        { token: world.tokens[who] },
      );
      expect(view.status, who).toBe(200);
      expect(view.body.visit !== null, who).toBe(counted[who]);
    }
  });
});
