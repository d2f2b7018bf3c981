import { contract } from '@ailab/core/contract/index';
import { ROLE } from '@ailab/core/roles/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_STREAM_PATH } from '../src/features/research/generate-stream.route';
import { reportPageMeta } from '../src/features/research/report-page-meta';
import { type TestServer, testDialects } from '../src/testing/start-test-server';
import { type Answer, call } from './support/http';
import { approvedItem, as, memberWithRoles, useResearchServer } from './support/research';
import { PNG } from './support/uploads';

/** The callers of issue 21's matrix, in the order of every expected-status list below. */
const PERSONAS = [
  'anonymous',
  'noRole',
  'author',
  'otherAuthor',
  'reviewer',
  'startup',
  'learner',
  'admin',
] as const;
type Persona = (typeof PERSONAS)[number];
/** Who may see an unpublished report: its author, its assigned reviewer, administrators. */
const SEERS: readonly Persona[] = ['author', 'reviewer', 'admin'];

// Expected statuses, one per persona in PERSONAS' order.
const EVERYONE = [200, 200, 200, 200, 200, 200, 200, 200];
const MEMBERS = [401, 200, 200, 200, 200, 200, 200, 200];
const ADMIN_ONLY = [401, 403, 403, 403, 403, 403, 403, 200];
/** Roles 1, 3, 8 and 99 (the reviewer holds role 98 only). */
const READERS = [401, 403, 200, 200, 403, 200, 200, 200];
const GENERATORS = [401, 403, 200, 200, 403, 200, 403, 200];
const WRITERS = [401, 403, 200, 200, 403, 403, 403, 200];
/** An unpublished item: invisible (404) to all but its author, reviewer and administrators. */
const ITEM_SEERS = [401, 404, 200, 404, 200, 404, 404, 200];
const ITEM_AUTHOR_OR_ADMIN = [401, 404, 200, 404, 403, 404, 404, 200];
const ITEM_REVIEWER_OR_ADMIN = [401, 404, 403, 404, 200, 404, 404, 200];
const ITEM_ADMIN = [401, 404, 403, 404, 403, 404, 404, 200];
/** The public report page of an unpublished report: a preview for its seers, 404 for everyone else. */
const PREVIEW = [404, 404, 200, 404, 200, 404, 404, 200];

/** Words only unpublished content holds: no answer outside an item's seers may contain them. */
const SECRET_WORDS = ['okapi', 'narwhal', 'tapir', 'axolotl'];
const PUBLIC_TITLE = 'Public ibis report';

interface World {
  server: TestServer;
  tokens: Record<Persona, string>;
  reviewerId: string;
  /** In review, never published. */
  hidden: { id: string; slug: string };
  /** Approved and scheduled for 2099. */
  scheduled: { id: string; slug: string };
  /** Published, then archived. */
  archived: { id: string; slug: string };
  /** Published as PUBLIC_TITLE, then edited: the newer revision is unpublished. */
  edited: { id: string; slug: string };
  savedBriefId: string;
  maturityAnswers: Record<string, number>;
  maturityToken: string;
  maturityId: string;
  /**
   * A new item in that state for a caller who may act on it (its author, reviewer, administrators); the
   * others are refused before any state check, so the shared item in review tells as well.
   */
  freshInReview(who: Persona): Promise<{ id: string; version: number }>;
  freshApproved(who: Persona): Promise<{ id: string }>;
  freshArchived(who: Persona): Promise<{ id: string }>;
  freshMaturityToken(): Promise<string>;
}

interface Row {
  /** A contract entry as `group.name`, or `METHOD /path` for a route the contract does not list. */
  endpoint: string;
  /** What this row of the endpoint checks, when the endpoint has several. */
  label?: string;
  body?: (w: World, who: Persona) => unknown;
  expected: number[];
  /** Its answers to the item's seers legitimately carry unpublished content. */
  reveals?: boolean;
  /** Text every 200 answer must contain (shows the leak check looks at a real answer). */
  shows?: (w: World) => string;
}

const ROWS: Row[] = [
  // Industries (roles 1, 3, 8, 99; the catalogue import and section editor are administrators').
  { endpoint: 'ailabIndustries.list', body: () => ({ limit: 100 }), expected: READERS },
  { endpoint: 'ailabIndustries.groupList', body: () => ({}), expected: READERS },
  {
    endpoint: 'ailabIndustries.groupItems',
    body: () => ({ group: 'financial-services' }),
    expected: READERS,
  },
  {
    endpoint: 'ailabIndustries.market',
    body: () => ({ industry: 'insurance' }),
    expected: READERS,
    shows: () => PUBLIC_TITLE,
  },
  {
    endpoint: 'ailabIndustries.marketSection',
    body: () => ({ industry: 'insurance', key: 'trends' }),
    expected: READERS,
  },
  { endpoint: 'ailabIndustries.yourIndustries', body: () => ({}), expected: READERS },
  { endpoint: 'ailabIndustries.follow', body: () => ({ industry: 'insurance' }), expected: READERS },
  { endpoint: 'ailabIndustries.unfollow', body: () => ({ industry: 'insurance' }), expected: READERS },
  {
    endpoint: 'ailabIndustries.import',
    body: () => ({
      rows: [{ slug: 'matrix-industry', name: 'Matrix industry', group: 'financial-services' }],
      dry_run: true,
    }),
    expected: ADMIN_ONLY,
  },
  {
    endpoint: 'ailabIndustries.saveSection',
    label: 'from the section’s current version',
    body: async (w) => {
      const section = await as(w.server, w.tokens.admin, '/v2/api/ailab/market/section', {
        industry: 'insurance',
        key: 'regulation',
      });
      return {
        industry: 'insurance',
        key: 'regulation',
        title: 'Regulation',
        body: 'Matrix text.',
        sources: [],
        base_updated_at: section.body.updated_at,
      };
    },
    expected: ADMIN_ONLY,
  },

  // Research items: role 1 creates; the rest is checked per item.
  {
    endpoint: 'ailabResearch.create',
    body: () => ({ title: 'Matrix created draft', industries: ['payments'] }),
    expected: WRITERS,
  },
  {
    endpoint: 'ailabResearch.list',
    label: 'mine',
    body: () => ({ limit: 100 }),
    expected: MEMBERS,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.list',
    label: 'what I review',
    body: () => ({ scope: 'review', limit: 100 }),
    expected: MEMBERS,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.list',
    label: 'everything',
    body: () => ({ scope: 'all', limit: 100 }),
    expected: ADMIN_ONLY,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.get',
    label: 'by id',
    body: (w) => ({ id: w.hidden.id }),
    expected: ITEM_SEERS,
    reveals: true,
    shows: (w) => w.hidden.id,
  },
  {
    endpoint: 'ailabResearch.get',
    label: 'by slug',
    body: (w) => ({ slug: w.hidden.slug }),
    expected: ITEM_SEERS,
    reveals: true,
    shows: (w) => w.hidden.id,
  },
  {
    endpoint: 'ailabResearch.get',
    label: 'a published report’s unpublished revision',
    body: (w) => ({ id: w.edited.id }),
    expected: ITEM_SEERS,
    reveals: true,
    shows: () => 'axolotl',
  },
  {
    endpoint: 'ailabResearch.manage',
    label: 'edit',
    body: async (w, who) => ({
      action: 'edit',
      ...(await w.freshInReview(who)),
      summary: 'Edited in the matrix',
    }),
    expected: ITEM_AUTHOR_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.manage',
    label: 'withdraw',
    body: async (w, who) => ({ action: 'withdraw', id: (await w.freshInReview(who)).id }),
    expected: ITEM_AUTHOR_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.manage',
    label: 'archive',
    body: async (w, who) => ({ action: 'archive', id: (await w.freshInReview(who)).id }),
    expected: ITEM_AUTHOR_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.manage',
    label: 'restore',
    body: async (w, who) => ({ action: 'restore', id: (await w.freshArchived(who)).id }),
    expected: ITEM_AUTHOR_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.manage',
    label: 'assign reviewers',
    body: (w) => ({ action: 'assign_reviewers', id: w.hidden.id, reviewer_ids: [w.reviewerId] }),
    expected: ITEM_AUTHOR_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.manage',
    label: 'set the approvals needed',
    body: (w) => ({ action: 'set_required_approvals', id: w.hidden.id, required: 1 }),
    expected: ITEM_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.savePublic',
    body: async (w, who) => ({ id: (await w.freshApproved(who)).id }),
    // The reviewer is an editor, and editors publish.
    expected: ITEM_SEERS,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.review',
    label: 'comment',
    body: (w) => ({ action: 'comment', id: w.hidden.id, body: 'A matrix comment.' }),
    expected: ITEM_SEERS,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.review',
    label: 'approve',
    body: async (w, who) => {
      const item = await w.freshInReview(who);
      return { action: 'approve', id: item.id, version: item.version };
    },
    expected: ITEM_REVIEWER_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.review',
    label: 'request changes',
    body: async (w, who) => ({
      action: 'request_changes',
      id: (await w.freshInReview(who)).id,
      body: 'Please cite more.',
    }),
    expected: ITEM_REVIEWER_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.revisions',
    body: (w) => ({ id: w.edited.id }),
    expected: ITEM_SEERS,
    reveals: true,
    shows: () => '"number":2',
  },
  {
    endpoint: 'ailabResearch.diff',
    body: (w) => ({ id: w.edited.id }),
    expected: ITEM_SEERS,
    reveals: true,
    shows: () => 'axolotl',
  },
  {
    endpoint: 'ailabResearch.cover',
    body: (w) => {
      const form = new FormData();
      form.append('id', w.hidden.id);
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cover.png');
      return form;
    },
    expected: ITEM_AUTHOR_OR_ADMIN,
    reveals: true,
  },
  {
    endpoint: 'ailabResearch.removeCover',
    body: (w) => ({ id: w.hidden.id }),
    expected: ITEM_AUTHOR_OR_ADMIN,
    reveals: true,
  },
  { endpoint: 'ailabResearch.editors', body: () => ({ action: 'list' }), expected: ADMIN_ONLY },

  // Market briefs and drafting.
  {
    endpoint: 'researchMarket.today',
    body: () => ({ industry: 'insurance' }),
    expected: READERS,
    shows: () => PUBLIC_TITLE,
  },
  {
    endpoint: 'researchMarket.save',
    body: () => ({ industry: 'insurance', notes: 'Mine.' }),
    expected: READERS,
  },
  {
    endpoint: 'researchMarket.get',
    label: 'the author’s saved brief',
    body: (w) => ({ id: w.savedBriefId }),
    // Saved briefs are their owner's, administrators included.
    expected: [401, 403, 200, 404, 403, 404, 404, 404],
  },
  {
    endpoint: 'researchMarket.generate',
    body: () => ({ industry: 'insurance' }),
    expected: GENERATORS,
    shows: () => PUBLIC_TITLE,
  },
  {
    endpoint: `POST ${GENERATE_STREAM_PATH}`,
    body: () => ({ industry: 'insurance' }),
    expected: GENERATORS,
    shows: () => PUBLIC_TITLE,
  },

  // The public pages' data, search and feeds.
  { endpoint: 'open.allIndustriesSection', body: () => ({}), expected: EVERYONE, shows: () => PUBLIC_TITLE },
  {
    endpoint: 'open.marketResearch',
    label: 'a report in review',
    body: (w) => ({ slug: w.hidden.slug }),
    expected: PREVIEW,
    reveals: true,
    shows: () => 'okapi',
  },
  {
    endpoint: 'open.marketResearch',
    label: 'a scheduled report',
    body: (w) => ({ slug: w.scheduled.slug }),
    expected: PREVIEW,
    reveals: true,
  },
  {
    endpoint: 'open.marketResearch',
    label: 'an archived report',
    body: (w) => ({ slug: w.archived.slug }),
    expected: PREVIEW,
    reveals: true,
  },
  {
    endpoint: 'open.marketResearch',
    label: 'a published report with a newer unpublished revision',
    body: (w) => ({ slug: w.edited.slug }),
    expected: EVERYONE,
    shows: () => PUBLIC_TITLE,
  },
  {
    endpoint: 'open.marketResearchAll',
    label: 'everything',
    body: () => ({ limit: 100 }),
    expected: EVERYONE,
    shows: () => PUBLIC_TITLE,
  },
  {
    endpoint: 'open.marketResearchAll',
    label: 'by industry',
    body: () => ({ industry: 'insurance', limit: 100 }),
    expected: EVERYONE,
    shows: () => PUBLIC_TITLE,
  },
  ...SECRET_WORDS.map(
    (word): Row => ({
      endpoint: 'open.marketResearchAll',
      label: `searching “${word}”`,
      body: () => ({ query: word }),
      expected: EVERYONE,
    }),
  ),
  {
    endpoint: 'open.marketResearchAll',
    label: 'by an unpublished tag',
    body: () => ({ tag: 'okapi-tag' }),
    expected: EVERYONE,
  },
  ...[
    '/feeds/industry-reports.atom',
    '/feeds/industry-reports.rss',
    '/feeds/industries/insurance.atom',
    '/feeds/industries/insurance.rss',
  ].map((path): Row => ({ endpoint: `GET ${path}`, expected: EVERYONE, shows: () => PUBLIC_TITLE })),

  // The AI maturity self-assessment: public, but a result is read only with its link or by its owner.
  { endpoint: 'open.maturityQuestionnaire', body: () => ({}), expected: EVERYONE },
  { endpoint: 'open.maturityProgress', body: () => ({ answers: {} }), expected: EVERYONE },
  {
    endpoint: 'open.maturitySubmit',
    body: (w) => ({ answers: w.maturityAnswers, industry: 'insurance', size_band: '11-50' }),
    expected: EVERYONE,
  },
  {
    endpoint: 'open.maturityResult',
    label: 'by its private link',
    body: (w) => ({ token: w.maturityToken }),
    expected: EVERYONE,
  },
  {
    endpoint: 'open.maturityResult',
    label: 'by id, saved to the author’s account',
    body: (w) => ({ id: w.maturityId }),
    expected: [401, 404, 200, 404, 404, 404, 404, 404],
  },
  {
    endpoint: 'open.maturitySave',
    body: async (w) => ({ token: await w.freshMaturityToken() }),
    expected: MEMBERS,
  },
  { endpoint: 'open.maturityMine', body: () => ({}), expected: MEMBERS },
];

/** Every `group.name` of the contract whose feature is research. */
function researchEndpoints(): string[] {
  return Object.entries(contract).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, { feature: string }>)
      .filter(([, endpoint]) => endpoint.feature === 'research')
      .map(([name]) => `${group}.${name}`),
  );
}

function contractPath(key: string): string {
  const [group, name] = key.split('.');
  const endpoints = (contract as unknown as Record<string, Record<string, { path: string }>>)[group ?? ''];
  const endpoint = endpoints?.[name ?? ''];
  if (!endpoint) throw new Error(`no contract endpoint ${key}`);
  return endpoint.path;
}

/** The leaks an answer must not carry: unpublished words, and the ids and slugs of unpublished items. */
function secretsOf(w: World): string[] {
  return [...SECRET_WORDS, ...[w.hidden, w.scheduled, w.archived].flatMap((item) => [item.id, item.slug])];
}

describe('the research authorization matrix', () => {
  it('has a row for every research endpoint of the contract, and no row for an endpoint it lacks', () => {
    const covered = new Set(ROWS.map((row) => row.endpoint).filter((key) => !key.includes(' ')));
    expect([...covered].sort()).toEqual(researchEndpoints().sort());
  });
});

describe.each(testDialects())(
  'research: who may do what, and who sees unpublished reports (%s)',
  (dialect) => {
    const env = useResearchServer(dialect);
    const w = {} as World;

    beforeAll(async () => {
      const { server, people } = env;
      const A = '/v2/api/ailab/research';
      // The brief's "role 1 non-author": role 1 and nothing else.
      const otherAuthor = await memberWithRoles(server, [ROLE.research]);
      w.server = server;
      w.tokens = { ...people, otherAuthor };
      w.reviewerId = env.reviewerId;
      const author = (path: string, body: object) => as(server, people.author, `${A}/${path}`, body);
      const must = async (answer: Promise<Answer>) => {
        const done = await answer;
        if (done.status !== 200) throw new Error(`${done.status} ${done.text}`);
        return done.body;
      };
      let fresh = 0;
      const shared = (who: Persona) => !SEERS.includes(who) && { id: w.hidden.id, version: 1 };
      w.freshInReview = async (who) => {
        const refused = shared(who);
        if (refused) return refused;
        fresh += 1;
        const item = await must(
          author('create', { title: `Matrix fresh ${fresh}`, industries: ['payments'] }),
        );
        const submitted = await must(
          author('manage', { action: 'submit', id: item.id, reviewer_ids: [env.reviewerId] }),
        );
        return { id: item.id, version: submitted.version };
      };
      w.freshApproved = async (who) => shared(who) || approvedItem(server, people, env.reviewerId);
      w.freshArchived = async (who) => {
        const refused = shared(who);
        if (refused) return refused;
        const item = await w.freshInReview(who);
        await must(author('manage', { action: 'archive', id: item.id }));
        return item;
      };

      const hidden = await must(
        author('create', {
          title: 'Hidden okapi matrix report',
          slug: 'hidden-okapi-report',
          summary: 'What the okapi found.',
          industries: ['insurance'],
          tags: ['okapi-tag'],
          sections: [{ key: 'body', title: 'Body', body: 'Okapi findings.' }],
        }),
      );
      await must(author('manage', { action: 'submit', id: hidden.id, reviewer_ids: [env.reviewerId] }));
      w.hidden = { id: hidden.id, slug: hidden.slug };

      const fields = (word: string) => ({
        title: `${word[0]?.toUpperCase()}${word.slice(1)} matrix report`,
        slug: `${word}-matrix-report`,
        summary: `The ${word} summary.`,
        industries: ['insurance'],
        tags: [`${word}-tag`],
        sections: [{ key: 'body', title: 'Body', body: `The ${word} body.` }],
      });
      const scheduled = await approvedItem(server, people, env.reviewerId, fields('narwhal'));
      await must(author('save-public', { id: scheduled.id, publish_at: '2099-01-01T00:00:00.000Z' }));
      w.scheduled = { id: scheduled.id, slug: scheduled.slug };

      const edited = await approvedItem(server, people, env.reviewerId, {
        ...fields('ibis'),
        title: PUBLIC_TITLE,
      });
      const published = await must(author('save-public', { id: edited.id }));
      await must(
        author('manage', {
          action: 'edit',
          id: edited.id,
          version: published.version,
          title: 'Secret axolotl revision',
          summary: 'The axolotl summary.',
          sections: [{ key: 'body', title: 'Body', body: 'The axolotl body.' }],
        }),
      );
      w.edited = { id: edited.id, slug: edited.slug };

      // Archived after the day's brief was assembled and saved while it was still published.
      const archived = await approvedItem(server, people, env.reviewerId, fields('tapir'));
      await must(author('save-public', { id: archived.id }));
      const saved = await must(
        as(server, people.author, '/v1/api/research_market/save', { industry: 'insurance' }),
      );
      if (!JSON.stringify(saved).includes('Tapir')) throw new Error('the brief should list the tapir report');
      w.savedBriefId = saved.id;
      await must(author('manage', { action: 'archive', id: archived.id }));
      w.archived = { id: archived.id, slug: archived.slug };

      const M = '/v2/api/open/maturity';
      const questionnaire = await must(call(server.url, `${M}/questionnaire`, {}));
      w.maturityAnswers = Object.fromEntries(
        questionnaire.dimensions.flatMap((d: { questions: { id: string }[] }) =>
          d.questions.map((q) => [q.id, 2]),
        ),
      );
      w.freshMaturityToken = async () =>
        (await must(call(server.url, `${M}/progress`, { answers: {} }))).token as string;
      const submitted = await must(
        call(server.url, `${M}/submit`, {
          answers: w.maturityAnswers,
          industry: 'insurance',
          size_band: '11-50',
        }),
      );
      w.maturityToken = submitted.token;
      w.maturityId = (
        await must(as(server, people.author, `${M}/save_to_account`, { token: submitted.token }))
      ).id;
    }, 120_000);

    /** Calls one row's endpoint as one persona. */
    async function send(row: Row, persona: Persona, body: unknown): Promise<Answer> {
      const token = w.tokens[persona];
      const [method, literal] = row.endpoint.includes(' ') ? row.endpoint.split(' ') : ['POST', undefined];
      const path = literal ?? contractPath(row.endpoint);
      if (method === 'GET') return call(w.server.url, path, undefined, { method, token, contentType: null });
      if (body instanceof FormData) return call(w.server.url, path, undefined, { token, raw: body });
      return call(w.server.url, path, body ?? {}, token ? { token } : {});
    }

    it.each(ROWS.map((row) => [`${row.endpoint}${row.label ? ` (${row.label})` : ''}`, row] as const))(
      '%s',
      async (name, row) => {
        // One body per persona, prepared together (a row about a fresh item gives each who may act its own).
        const bodies = await Promise.all(PERSONAS.map((who) => row.body?.(w, who)));
        const statuses: number[] = [];
        for (const [index, persona] of PERSONAS.entries()) {
          const answer = await send(row, persona, bodies[index]);
          statuses.push(answer.status);
          expect(answer.status, `${name} as ${persona}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
          const text = answer.text.toLowerCase();
          if (!(row.reveals && SEERS.includes(persona)))
            for (const secret of secretsOf(w))
              expect(text, `${name} as ${persona} shows “${secret}”`).not.toContain(secret.toLowerCase());
          const shown = row.shows?.(w);
          if (shown && answer.status === 200)
            expect(text, `${name} as ${persona} lacks “${shown}”`).toContain(shown.toLowerCase());
        }
        expect(statuses, name).toEqual(row.expected);
      },
    );

    it('gives the public report page’s link preview only the published copy', async () => {
      const ctx = w.server.server.ctx;
      const meta = (slug: string) =>
        reportPageMeta(
          ctx,
          '/industry-reports/report',
          new URLSearchParams({ slug }),
          'https://lab.example.org',
        );
      for (const item of [w.hidden, w.scheduled, w.archived])
        expect(await meta(item.slug), item.slug).toBeUndefined();
      const published = await meta(w.edited.slug);
      expect(published?.title).toBe(`${PUBLIC_TITLE} · AI Lab`);
      expect(JSON.stringify(published)).not.toMatch(/axolotl/i);
    });

    it('serves the routes the contract does not list that the matrix checks', () => {
      const app = w.server.server.app;
      for (const row of ROWS.filter((candidate) => candidate.endpoint.includes(' '))) {
        const [method, url] = row.endpoint.split(' ');
        const route = url
          ?.replace(/\/industries\/insurance\./, '/industries/:slug.')
          .replace(/\.(atom|rss)$/, '.:format');
        expect(app.hasRoute({ method: method as 'GET' | 'POST', url: route ?? '' }), row.endpoint).toBe(true);
      }
    });
  },
);
