import type { TestServer } from '../../src/testing/start-test-server';
import { signIn } from './http';
import { ok } from './learning';
import { addStartup, invitationToken, makePerson } from './startups';

/** Everyone the startups' authorization matrix asks about, in the order its expected statuses list them. */
export const ACTORS = [
  'anonymous',
  'linkHolder',
  'owner',
  'teamAdmin',
  'teamMember',
  'otherFounder',
  'investor',
  'quietInvestor',
  'administrator',
] as const;
export type Actor = (typeof ACTORS)[number];
/** The startup's own team; everyone else is outside it. */
export const TEAM: readonly Actor[] = ['owner', 'teamAdmin', 'teamMember'];

/** Text that exists once, in one private place each; a body that carries it shows where it went. */
export const SECRETS = {
  draft: 'Matrix-draft-secret-7f3a',
  history: 'Matrix-history-secret-91c2',
  analytics: 'Matrix-analytics-secret-4d0e',
  notes: 'Matrix-notes-secret-b85d',
} as const;

const P = '/v1/api/ailab/startup_pitch';

/** The startup, its pitches, links and the investors' interest the matrix runs against. */
export interface StartupsWorld {
  tokens: Record<Actor, string | undefined>;
  ids: Record<Actor, string>;
  startupId: string;
  /** Active, listed on /fundraising; its first section's history holds `SECRETS.history`. */
  activePitchId: string;
  activeSectionId: string;
  /** A draft whose title, sections and key fact hold `SECRETS.draft`. */
  draftPitchId: string;
  draftSectionIds: string[];
  draftFieldId: string;
  /** An open link to the active pitch, labelled with `SECRETS.analytics`. */
  linkToken: string;
  /** A password-protected link to the active pitch. */
  lockedLinkId: string;
  lockedLinkToken: string;
  lockedLinkPassword: string;
  /** A link made while the pitch was a draft. */
  draftLinkToken: string;
  /** A counted visit through `linkToken`. */
  visitId: string;
}

async function joinTeam(server: TestServer, startupId: string, ownerToken: string, role: 'admin' | 'member') {
  const person = await makePerson(server, [], role);
  await ok(
    server.url,
    '/v1/api/user_business/invite',
    { startup_id: startupId, email: person.email, role },
    ownerToken,
  );
  const token = await invitationToken(server, person.email);
  await ok(server.url, '/v1/api/user_business/invitation/accept', { token }, person.token);
  return person;
}

async function makeInvestor(server: TestServer, firm: string, countViews: boolean) {
  const person = await makePerson(server, [4], firm.toLowerCase());
  const profile = {
    firm,
    thesis: 'We back seed fintech.',
    stages: ['seed'],
    sectors: ['fintech'],
    geographies: ['MX'],
    cheque_min: 1000,
    cheque_max: 2_000_000,
    currency: 'USD',
    count_views: countViews,
  };
  await ok(server.url, '/v1/api/ailab/investor/profile', { profile }, person.token);
  return person;
}

async function writeSection(server: TestServer, token: string, id: string, body: string) {
  const { section } = await ok(server.url, `${P}/section`, { id }, token);
  return ok(server.url, `${P}/section/update`, { id, version: section.version, body }, token);
}

/**
 * Builds the world: a startup with an owner, an admin and a member (who joined by invitation), another
 * founder with a startup of their own, two investors (one opted out of counting), an active pitch whose
 * first section was rewritten (the old text lives only in its history), a draft pitch, share links
 * with a counted visit, and an investor's pipeline notes.
 */
export async function buildStartupsWorld(server: TestServer): Promise<StartupsWorld> {
  const administrator = await signIn(server.url, 'staff@example.com');
  const owner = await makePerson(server, [3], 'owner');
  const other = await makePerson(server, [3], 'other');
  await addStartup(server, other, { name: 'Elsewhere Co' });
  const startup = await addStartup(server, owner, { name: 'Matrix Co', listed_on_fundraising: true });
  const teamAdmin = await joinTeam(server, startup.id, owner.token, 'admin');
  const teamMember = await joinTeam(server, startup.id, owner.token, 'member');
  const investor = await makeInvestor(server, 'Open Fund', true);
  const quiet = await makeInvestor(server, 'Quiet Fund', false);

  const active = await ok(
    server.url,
    `${P}/add`,
    { startup_id: startup.id, title: 'Seed round' },
    owner.token,
  );
  const activeContent = await ok(server.url, `${P}/content`, { id: active.id }, owner.token);
  const activeSectionId: string = activeContent.sections[0].id;
  await writeSection(server, owner.token, activeSectionId, `Our first take: ${SECRETS.history}.`);
  await writeSection(server, owner.token, activeSectionId, 'Invoices are slow for small shops.');
  await ok(
    server.url,
    '/v1/api/pitch_field/create',
    {
      pitch_id: active.id,
      kind: 'amount_raising',
      label: 'Raising',
      value: { type: 'money', amount: 500_000, currency: 'USD' },
    },
    owner.token,
  );

  const draft = await ok(
    server.url,
    `${P}/add`,
    { startup_id: startup.id, title: `Next round ${SECRETS.draft}` },
    owner.token,
  );
  const draftContent = await ok(server.url, `${P}/content`, { id: draft.id }, owner.token);
  const draftSectionIds: string[] = draftContent.sections.map((section: { id: string }) => section.id);
  await writeSection(server, owner.token, draftSectionIds[0] ?? '', `Unreleased plan: ${SECRETS.draft}.`);
  const field = await ok(
    server.url,
    '/v1/api/pitch_field/create',
    { pitch_id: draft.id, label: `Secret fact ${SECRETS.draft}`, value: { type: 'number', number: 7 } },
    owner.token,
  );
  const draftLink = await ok(
    server.url,
    `${P}/share`,
    { pitch_id: draft.id, label: 'Too early' },
    owner.token,
  );

  await ok(server.url, `${P}/status`, { id: active.id, status: 'active' }, owner.token);
  const link = await ok(
    server.url,
    `${P}/share`,
    { pitch_id: active.id, label: `For ${SECRETS.analytics}` },
    owner.token,
  );
  const lockedLinkPassword = 'matrix-password-1';
  const locked = await ok(
    server.url,
    `${P}/share`,
    { pitch_id: active.id, label: 'Locked', password: lockedLinkPassword },
    owner.token,
  );
  // A counted visit with time on the first section: the founders' analytics have something in them.
  const visit = await ok(server.url, '/v2/api/open/pitch_share/view', { token: link.token });
  await ok(server.url, '/v2/api/open/pitch_share/track', {
    token: link.token,
    visit: visit.visit,
    sections: [{ section_id: activeSectionId, seconds: 42 }],
  });

  await ok(
    server.url,
    '/v1/api/ailab/investor/interest',
    { pitch_id: active.id, signal: 'intro_requested' },
    investor.token,
  );
  await ok(
    server.url,
    '/v1/api/ailab/investor/pipeline',
    { update: { pitch_id: active.id, stage: 'meeting', notes: `Founders seem tired ${SECRETS.notes}` } },
    investor.token,
  );

  return {
    tokens: {
      anonymous: undefined,
      linkHolder: undefined,
      owner: owner.token,
      teamAdmin: teamAdmin.token,
      teamMember: teamMember.token,
      otherFounder: other.token,
      investor: investor.token,
      quietInvestor: quiet.token,
      administrator,
    },
    ids: {
      anonymous: '',
      linkHolder: '',
      owner: owner.id,
      teamAdmin: teamAdmin.id,
      teamMember: teamMember.id,
      otherFounder: other.id,
      investor: investor.id,
      quietInvestor: quiet.id,
      administrator: '',
    },
    startupId: startup.id,
    activePitchId: active.id,
    activeSectionId,
    draftPitchId: draft.id,
    draftSectionIds,
    draftFieldId: field.id,
    linkToken: link.token,
    lockedLinkId: locked.link.id,
    lockedLinkToken: locked.token,
    lockedLinkPassword,
    draftLinkToken: draftLink.token,
    visitId: visit.visit,
  };
}
