import { listEndpoints } from '@ailab/core/contract/index';
import { ROLE } from '@ailab/core/roles/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STANDARD_CATEGORIES,
  STANDARD_QUESTIONS,
  STANDARD_TEMPLATES,
} from '../src/features/applications/demo-programme';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { adminSession, userIdOf } from './support/admin-session';
import { hoursFromNow } from './support/events';
import { call, signIn } from './support/http';

const ADMIN_ROLES: readonly number[] = [ROLE.admin, ROLE.applicationsAdmin, ROLE.instituteAdmin];

/** Administrative endpoints that change nothing: reads, exports, and one-off previews. */
const READS = new Set([
  'adminUsers.allUsers',
  'adminUsers.roleGet',
  'adminAccounts.get',
  'adminAccounts.signups',
  'adminEvents.listing',
  'adminEvents.registeredUsers',
  'adminCourses.listing',
  'adminCourses.unitKeys',
  'adminCourses.unitContent',
  'adminCourses.progress',
  'adminCourses.export',
  'adminQuizzes.get',
  'adminAudit.list',
  'adminAudit.get',
  'adminNews.sourcesList',
  'adminGithub.trackedList',
  'businessAccount.adminEvents',
  'adminJobs.list',
  'adminJobs.depth',
  'adminInstitutes.listing',
  'adminInstitutes.get',
  'adminSupervisors.listing',
  'instituteExtras.roster',
  'instituteExtras.audit',
  'instituteExtras.funnel',
  'instituteExtras.progress',
  'supervisor.instituteInfo',
  'supervisor.instituteTeam',
  'ailabIndustries.list',
  'ailabIndustries.groupList',
  'ailabIndustries.groupItems',
  'ailabIndustries.market',
  'ailabIndustries.marketSection',
  'ailabIndustries.yourIndustries',
  'researchMarket.get',
  'researchMarket.today',
  // A draft answered to the caller, stored nowhere.
  'researchMarket.generate',
  'adminApplications.list',
  'adminApplications.get',
  'adminProgrammes.list',
  'adminProgrammes.cohorts',
  'v1Admin.businessesList',
  'v1Admin.businessUsers',
  'v1Admin.teamListing',
  'accessRequests.list',
]);

/**
 * Endpoints that administrators share with members (roles 1, 3, 8) and that change only the caller's
 * own things: following an industry, bookmarking a brief, starting one's own research draft. They are
 * no administrator's change to someone else's data, so they write no audit entry.
 */
const OWN_CHANGES = new Set([
  'ailabIndustries.follow',
  'ailabIndustries.unfollow',
  'researchMarket.save',
  'ailabResearch.create',
]);

/**
 * Changes that need a job in a given state (a dead one to retry, a pending one to cancel), which only the
 * job runner's own test can set up: `job-runner.test.ts` checks each writes exactly one entry.
 */
const CHANGES_CHECKED_WITH_THE_RUNNER = new Set(['adminJobs.retry', 'adminJobs.cancel']);

/**
 * Changes that take a multipart upload (or need one first), which the JSON examples below cannot send:
 * `institutes-logo.test.ts` checks each writes exactly one entry.
 */
const CHANGES_CHECKED_WITH_AN_UPLOAD = new Set(['instituteExtras.logo', 'instituteExtras.removeLogo']);

/**
 * Administrative endpoints that run a job rather than make an administrator's change: syncing
 * feeds, refreshing GitHub and sending due reminders are what a scheduler or CI calls every few
 * minutes (their results live in the sources' and targets' health), and an upload stores a file
 * that changes nothing shared until a unit that links it is saved (which is audited).
 */
const JOBS = new Set([
  'adminNews.sync',
  'ailabGithub.refresh',
  'eventExtras.remind',
  'adminCourses.unitUpload',
]);

type Ids = Record<string, string>;

/** One example call per administrative change, in an order where each finds what it needs in `ids`. */
const CHANGES: {
  name: string;
  /** Work done first, through the API (e.g. registering for the event checked in); `admin` is the admin's token. */
  prepare?: (url: string, ids: Ids, admin: string) => Promise<void>;
  body: (ids: Ids) => unknown;
  keep?: (answer: Record<string, unknown>, ids: Ids) => void;
}[] = [
  { name: 'adminUsers.roleAddUpdate', body: (ids) => ({ user_ids: [ids.research], grant: [3] }) },
  {
    name: 'adminAccounts.invite',
    body: () => ({ email: 'invited-audit@example.com', first_name: 'In', last_name: 'Vited' }),
  },
  {
    name: 'adminAccounts.import',
    body: () => ({ rows: [{ email: 'imported-audit@example.com', first_name: 'Im', last_name: 'Ported' }] }),
  },
  { name: 'adminAccounts.disable', body: (ids) => ({ user_id: ids.research }) },
  { name: 'adminAccounts.enable', body: (ids) => ({ user_id: ids.research }) },
  { name: 'adminAccounts.forcePasswordReset', body: (ids) => ({ user_id: ids.research }) },
  { name: 'adminAccounts.signOutEverywhere', body: (ids) => ({ user_id: ids.research }) },
  {
    name: 'adminEvents.add',
    body: () => ({
      title: 'Audit event',
      description: '',
      kind: 'talk',
      starts_at: hoursFromNow(72),
      ends_at: hoursFromNow(74),
      time_zone: 'Europe/Madrid',
      capacity: 5,
      state: 'published',
    }),
    keep: (answer, ids) => {
      ids.event = String(answer.id);
    },
  },
  { name: 'adminEvents.update', body: (ids) => ({ id: ids.event, title: 'Audit event, renamed' }) },
  {
    name: 'eventExtras.checkIn',
    prepare: async (url, ids) => {
      const member = await signIn(url, 'member@example.com');
      const body = { action: 'register', event_id: ids.event };
      const registered = await call(url, '/v2/api/open/event/register', body, { token: member });
      if (registered.status !== 200) throw new Error(`register: ${registered.text}`);
    },
    body: (ids) => ({ event_id: ids.event, email: 'member@example.com' }),
  },
  {
    name: 'eventExtras.attendee',
    body: (ids) => ({ event_id: ids.event, email: 'student@example.com', action: 'register' }),
  },
  {
    name: 'eventExtras.import',
    body: () => ({
      rows: [
        {
          slug: 'audit-imported-event',
          title: 'Imported for the audit',
          kind: 'talk',
          starts_at: hoursFromNow(96),
          ends_at: hoursFromNow(98),
          time_zone: 'Europe/Madrid',
          capacity: 5,
        },
      ],
    }),
  },
  {
    name: 'ailabIndustries.import',
    body: () => ({
      rows: [
        {
          slug: 'audit-imported-industry',
          name: 'Imported for the audit',
          group: 'audit-imported-group',
          group_name: 'Audit group',
        },
      ],
    }),
  },
  {
    name: 'ailabIndustries.saveSection',
    body: () => ({
      industry: 'audit-imported-industry',
      key: 'trends',
      title: 'Trends',
      body: 'Written in the editor for the audit.',
      sources: [],
      base_updated_at: null,
    }),
  },
  { name: 'adminEvents.delete', body: (ids) => ({ id: ids.event }) },
  {
    name: 'adminCourses.add',
    body: () => ({ slug: 'audit-course', title: 'Audit course', summary: 'What the audit course covers.' }),
    keep: (answer, ids) => {
      ids.course = String((answer.course as { id?: string } | undefined)?.id ?? answer.id);
    },
  },
  { name: 'adminCourses.update', body: (ids) => ({ course_id: ids.course, title: 'Audit course, renamed' }) },
  { name: 'adminCourses.updateInfo', body: (ids) => ({ course_id: ids.course, estimated_minutes: 45 }) },
  {
    name: 'adminCourses.unitAdd',
    body: (ids) => ({ course_id: ids.course, title: 'First unit', content: 'Hello.' }),
    keep: (answer, ids) => {
      ids.unit = String((answer.unit as { id?: string } | undefined)?.id ?? answer.id ?? answer.unit_id);
    },
  },
  {
    name: 'adminCourses.unitUpdate',
    body: (ids) => ({ action: 'edit', unit_id: ids.unit, content: 'Hello again.' }),
  },
  {
    name: 'adminQuizzes.create',
    body: (ids) => ({
      unit_id: ids.unit,
      title: 'Audit quiz',
      questions: [{ id: 'q1', kind: 'true_false', prompt: 'True?', correct_option_ids: ['true'] }],
    }),
  },
  { name: 'adminCourses.manage', body: (ids) => ({ course_id: ids.course, action: 'publish' }) },
  {
    name: 'adminCourses.enrol',
    body: (ids) => ({ course_id: ids.course, rows: [{ email: 'student@example.com' }] }),
  },
  {
    name: 'adminCourses.unenrol',
    body: (ids) => ({ course_id: ids.course, rows: [{ email: 'student@example.com' }] }),
  },
  {
    name: 'adminCourses.import',
    body: () => ({
      bundle: { course: { slug: 'audit-imported-course', title: 'Imported course' }, units: [] },
    }),
  },
  { name: 'appSetting.update', body: () => ({ key: 'platform_name', value: 'Audit Lab' }) },
  { name: 'appSetting.manage', body: () => ({ key: 'platform_name', action: 'reset' }) },
  { name: 'appSetting.create', body: () => ({ key: 'platform_name', value: 'Audit Lab again' }) },
  {
    name: 'adminNews.sourcesAdd',
    body: () => ({
      name: 'Audit feed',
      url: 'https://feeds.example.com/audit.xml',
      tags: ['audit'],
      enabled: false,
    }),
    keep: (answer, ids) => {
      ids.source = String(answer.id);
    },
  },
  {
    name: 'adminNews.sourcesUpdate',
    body: (ids) => ({ id: ids.source, name: 'Audit feed, renamed', enabled: true }),
  },
  { name: 'adminNews.sourcesRemove', body: (ids) => ({ id: ids.source }) },
  {
    name: 'adminNews.articleCreate',
    body: () => ({
      title: 'Posted by hand',
      url: 'https://news.example.com/audit',
      summary: 'A summary.',
      tags: [],
    }),
  },
  {
    name: 'adminGithub.trackedAdd',
    body: () => ({ kind: 'org', name: 'audit-org' }),
    keep: (answer, ids) => {
      ids.target = String(answer.id);
    },
  },
  { name: 'adminGithub.trackedRemove', body: (ids) => ({ id: ids.target }) },
  // A demo repository: no followed target covers it.
  { name: 'adminGithub.repositoryDrop', body: () => ({ full_name: 'ailab-demo/plan-runner' }) },
  {
    name: 'adminInstitutes.add',
    body: () => ({ name: 'Audit University', slug: 'audit-university', kind: 'university' }),
    keep: (answer, ids) => {
      ids.institute = String(answer.id);
    },
  },
  { name: 'adminInstitutes.update', body: (ids) => ({ institute_id: ids.institute, country: 'MX' }) },
  {
    name: 'adminInstitutes.manage',
    body: (ids) => ({ institute_id: ids.institute, action: 'team_create', name: 'Audit team' }),
  },
  {
    name: 'instituteExtras.stalled',
    body: (ids) => ({ institute_id: ids.institute, send: true }),
  },
  {
    name: 'instituteExtras.rosterImport',
    body: (ids) => ({ institute_id: ids.institute, rows: [{ email: 'student@example.com' }] }),
  },
  {
    name: 'adminSupervisors.invite',
    body: (ids) => ({ institute_id: ids.institute, email: 'supervisor-audit@example.com' }),
    keep: (answer, ids) => {
      ids.invitation = String(answer.id);
    },
  },
  { name: 'adminSupervisors.manage', body: (ids) => ({ action: 'revoke', invitation_id: ids.invitation }) },
  { name: 'ailabResearch.editors', body: () => ({ action: 'add', email: 'reviewer@example.com' }) },
  {
    name: 'adminProgrammes.save',
    body: () => ({
      slug: 'audit-programme',
      title: 'Audit programme',
      description: '',
      opens_at: hoursFromNow(-24),
      closes_at: hoursFromNow(240),
      time_zone: 'Europe/Madrid',
      questions: STANDARD_QUESTIONS,
      categories: STANDARD_CATEGORIES,
      reviews_wanted: 2,
      phase: 'discussion',
      templates: STANDARD_TEMPLATES,
    }),
  },
  {
    name: 'adminApplications.update',
    prepare: async (url, ids) => {
      const member = await signIn(url, 'member@example.com');
      const path = '/v2/api/ailab/application/update';
      const started = await call(
        url,
        path,
        { action: 'start', programme: 'audit-programme' },
        { token: member },
      );
      const answers = { problem: 'P', solution: 'S', stage: 'idea', team_size: 1 };
      const body = { action: 'submit', id: started.body.id, version: 0, answers };
      const submitted = await call(url, path, body, { token: member });
      if (submitted.status !== 200) throw new Error(`submit: ${submitted.text}`);
      ids.application = String(started.body.id);
    },
    body: (ids) => ({ action: 'tag', id: ids.application, add: ['audit'] }),
  },
  {
    name: 'adminApplications.assign',
    // A reviewer outside the applicant's email domain (the seeded accounts all share example.com).
    prepare: async (url, _ids, admin) => {
      const body = { email: 'audit.reviewer@reviewers.example.net', roles: [ROLE.applicationsAdmin] };
      const invited = await call(url, '/v2/api/admin/user/invite', body, { token: admin });
      if (invited.status !== 200) throw new Error(`invite: ${invited.text}`);
    },
    body: () => ({ programme: 'audit-programme', reviewers: ['audit.reviewer@reviewers.example.net'] }),
  },
  {
    name: 'adminApplications.decide',
    body: (ids) => ({ ids: [ids.application], decision: 'rejected' }),
  },
  {
    name: 'v1Admin.moduleListing',
    prepare: async (url, ids) => {
      const founder = await signIn(url, 'startup@example.com');
      const added = await call(
        url,
        '/v1/api/user_business/add',
        { name: 'Audit startup' },
        { token: founder },
      );
      if (added.status !== 200) throw new Error(`user_business/add: ${added.text}`);
      ids.startup = String(added.body.id);
    },
    body: (ids) => ({ id: ids.startup, set: [{ module: 'mentoring', enabled: true }] }),
  },
  {
    name: 'v1Admin.inviteAssociate',
    body: (ids) => ({ startup_id: ids.startup, email: 'associate-audit@example.com' }),
  },
  {
    name: 'accessRequests.decide',
    prepare: async (url, ids, admin) => {
      // The administrator asks for an area role themself (any member may) after giving it up.
      const me = await call(url, '/v2/api/user/who_am_i', {}, { token: admin });
      const userId = String(me.body.user?.id ?? me.body.id);
      await call(url, '/v2/api/admin/role/add_update', { user_ids: [userId], revoke: [6] }, { token: admin });
      const asked = await call(url, '/v2/api/access_request/create', { role: 6 }, { token: admin });
      if (asked.status !== 200) throw new Error(`access_request/create: ${asked.text}`);
      ids.accessRequest = String(asked.body.request.id);
    },
    body: (ids) => ({ id: ids.accessRequest, decision: 'approve' }),
  },
  {
    name: 'adminAccounts.delete',
    prepare: async (url, ids, admin) => {
      const body = { email: 'deleted-audit@example.com', first_name: 'De', last_name: 'Leted' };
      const invited = await call(url, '/v2/api/admin/user/invite', body, { token: admin });
      if (invited.status !== 200) throw new Error(`invite: ${invited.text}`);
      ids.deletable = (invited.body.user as { id: string }).id;
    },
    body: (ids) => ({ user_id: ids.deletable }),
  },
  {
    name: 'adminAccounts.resendInvitation',
    prepare: async (url, ids, admin) => {
      const body = { email: 'resent-audit@example.com', first_name: 'Re', last_name: 'Sent' };
      const invited = await call(url, '/v2/api/admin/user/invite', body, { token: admin });
      if (invited.status !== 200) throw new Error(`invite: ${invited.text}`);
      ids.pending = (invited.body.user as { id: string }).id;
    },
    body: (ids) => ({ user_id: ids.pending }),
  },
];

function administrativeEndpoints() {
  return listEndpoints().filter(
    ({ endpoint }) =>
      endpoint.status === 'implemented' &&
      endpoint.access.kind === 'roles' &&
      endpoint.access.roles.some((role) => ADMIN_ROLES.includes(role)),
  );
}

describe('every administrative endpoint is classified for the audit', () => {
  it('names each implemented administrative endpoint as a read, a job, or a change with an example', () => {
    const classified = new Set([
      ...READS,
      ...JOBS,
      ...CHANGES_CHECKED_WITH_THE_RUNNER,
      ...CHANGES_CHECKED_WITH_AN_UPLOAD,
      ...OWN_CHANGES,
      ...CHANGES.map((change) => change.name),
    ]);
    const unclassified = administrativeEndpoints()
      .map(({ name }) => name)
      .filter((name) => !classified.has(name));
    expect(unclassified, 'add the new endpoint to CHANGES (with an example body), READS or JOBS').toEqual([]);
  });
});

describe.each(testDialects())(
  'every administrative change writes exactly one audit entry (%s)',
  (dialect) => {
    let server: TestServer;
    let admin: string;
    const ids: Ids = {};
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      admin = await adminSession(server);
      ids.research = await userIdOf(server, admin, 'research@example.com');
    });
    afterAll(() => server.close());

    async function auditCount(): Promise<number> {
      const row = await server.server.ctx.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    }

    it('records each change once', async () => {
      const endpoints = new Map(administrativeEndpoints().map((entry) => [entry.name, entry.endpoint]));
      const wrong: string[] = [];
      for (const change of CHANGES) {
        const endpoint = endpoints.get(change.name);
        if (!endpoint) throw new Error(`${change.name} is not an administrative endpoint`);
        await change.prepare?.(server.url, ids, admin);
        const before = await auditCount();
        const answer = await call(server.url, endpoint.path, change.body(ids), { token: admin });
        expect(answer.status, `${change.name}: ${answer.text}`).toBe(200);
        await server.server.ctx.tasks.idle();
        change.keep?.(answer.body, ids);
        const written = (await auditCount()) - before;
        if (written !== 1) wrong.push(`${change.name}: ${written} entries`);
      }
      expect(wrong).toEqual([]);
    });
  },
);
