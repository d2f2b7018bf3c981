import { listEndpoints } from '@ailab/core/contract/index';
import { ROLE } from '@ailab/core/roles/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import {
  ACTORS,
  type Actor,
  type ApplicationsWorld,
  buildApplicationsWorld,
  HIDDEN,
  pdfForm,
  REVIEW_TEAM_WRITING,
  REVIEWER_EMAILS,
  versionById,
  versionByToken,
} from './support/applications-world';
import { type Answer, call } from './support/http';
import { makeReviewers } from './support/reviewers';

/**
 * Expected statuses per actor, in the order of ACTORS: anonymous (no bearer, a forged resume token), the
 * visitor and another visitor (their own resume token in the body, and as a bearer where one is needed),
 * the applicant (a member, holding the resume token their draft had before it moved to them), another
 * founder, the reviewer assigned, a reviewer not assigned, a reviewer in a blind phase (on the screening
 * programme's application), the administrator.
 */
const EVERYONE = [200, 200, 200, 200, 200, 200, 200, 200, 200];
/** The resume token is the proof: each visitor reaches their own draft, a retired or forged token nothing. */
const TOKEN_HOLDERS = [403, 200, 200, 403, 403, 403, 403, 403, 403];
/** A founder endpoint on one application: its owner only; another founder is told it does not exist. */
const OWNER = [401, 401, 401, 200, 404, 403, 403, 403, 403];
/** A founder endpoint on the caller's own applications. */
const FOUNDERS = [401, 401, 401, 200, 200, 403, 403, 403, 403];
/** Reviewers (role 98), assigned or not, and administrators: assignment is workload, not access. */
const REVIEW_TEAM = [401, 401, 401, 403, 403, 200, 200, 200, 200];
const ADMINISTRATORS = [401, 401, 401, 403, 403, 403, 403, 403, 200];

type Send = (world: ApplicationsWorld, actor: Actor) => Promise<Answer>;
interface Row {
  /** The contract entry, `group.key`. */
  endpoint: string;
  variant: string;
  send: Send;
  expected: number[];
  /** What a successful answer must (not) hold for this actor. */
  check?: (world: ApplicationsWorld, actor: Actor, answer: Answer) => void;
}

const paths = new Map(listEndpoints().map((entry) => [entry.name, entry.endpoint.path]));
const pathOf = (endpoint: string) => {
  const path = paths.get(endpoint);
  if (!path) throw new Error(`no endpoint ${endpoint} in the contract`);
  return path;
};

describe.each(testDialects())(
  'applications: who may do what, and what a blind phase hides (%s)',
  (dialect) => {
    // One server without demo data for the whole matrix: the world below is all it needs.
    const env = {} as { server: TestServer; admin: string };
    let world: ApplicationsWorld;
    /** A new programme's settings, copied from the open one as the administrator reads it. */
    let settings: Record<string, unknown> = {};
    /** Every answer each actor got, for the leak checks. */
    const seen = Object.fromEntries(ACTORS.map((actor) => [actor, [] as string[]])) as Record<
      Actor,
      string[]
    >;

    beforeAll(async () => {
      env.server = await startTestServer({ dialect, seedDemo: false });
      // The administrator holds role 99 alone (the seeded one holds every role, founder's included).
      const [admin] = await makeReviewers(env.server, ['administrator@review.test'], [ROLE.admin]);
      env.admin = admin ?? '';
      world = await buildApplicationsWorld(env.server, env.admin);
    });
    afterAll(() => env.server?.close());

    const json =
      (endpoint: string, body: (w: ApplicationsWorld, actor: Actor) => object | Promise<object>): Send =>
      async (w, actor) =>
        call(env.server.url, pathOf(endpoint), await body(w, actor), { token: w.tokens[actor] });
    const upload =
      (endpoint: string, fields: (w: ApplicationsWorld, actor: Actor) => Record<string, string>): Send =>
      async (w, actor) =>
        call(env.server.url, pathOf(endpoint), undefined, {
          token: w.tokens[actor],
          raw: pdfForm(fields(w, actor)),
        });
    /** The application a review-team actor works on: the blind reviewer's is in the screening programme. */
    const target = (w: ApplicationsWorld, actor: Actor) =>
      actor === 'reviewerBlind' ? w.blind : w.submitted;
    const ownDraft = (w: ApplicationsWorld, actor: Actor, answer: Answer) => {
      const own = { visitor: w.visitorDraft, otherVisitor: w.otherVisitorDraft }[actor as 'visitor'];
      if (own) expect(answer.body.application?.id ?? answer.body.id, actor).toBe(own);
    };
    const noneOfTheApplicants = (w: ApplicationsWorld, actor: Actor, answer: Answer) => {
      if (actor === 'otherFounder')
        for (const id of [w.submitted, w.draft]) expect(answer.text).not.toContain(id);
    };
    const review = (
      variant: string,
      body: (w: ApplicationsWorld, actor: Actor) => object,
      expected = REVIEW_TEAM,
    ) => ({
      endpoint: 'adminApplications.update',
      variant,
      send: json('adminApplications.update', (w, actor) => ({
        action: variant,
        id: target(w, actor),
        ...body(w, actor),
      })),
      expected,
    });

    const rows: Row[] = [
      {
        endpoint: 'open.applicationCreate',
        variant: 'start',
        send: json('open.applicationCreate', (w, actor) => ({
          programme: w.open.slug,
          email: `create.${actor.toLowerCase()}@example.org`,
        })),
        expected: EVERYONE,
      },
      {
        endpoint: 'open.applicationUpdate',
        variant: 'save',
        send: json('open.applicationUpdate', async (w, actor) => ({
          action: 'save',
          token: w.resume[actor],
          version: await versionByToken(env.server, w.resume[actor]),
          answers: { evidence: `Saved by ${actor}` },
        })),
        expected: TOKEN_HOLDERS,
        check: ownDraft,
      },
      {
        endpoint: 'open.applicationUpload',
        variant: 'attach',
        send: upload('open.applicationUpload', (w, actor) => ({
          token: w.resume[actor],
          question_id: 'pitch_deck',
        })),
        expected: TOKEN_HOLDERS,
        check: ownDraft,
      },
      {
        endpoint: 'open.applicationResume',
        variant: 'resume',
        send: json('open.applicationResume', (w, actor) => ({ token: w.resume[actor] })),
        expected: TOKEN_HOLDERS,
        check: ownDraft,
      },
      {
        endpoint: 'open.applicationUpdate',
        variant: 'withdraw',
        // Each token reaches its own draft or nothing (last of the visitors' rows: the drafts end withdrawn).
        send: json('open.applicationUpdate', (w, actor) => ({ action: 'withdraw', token: w.resume[actor] })),
        expected: TOKEN_HOLDERS,
        check: (w, actor, answer) => {
          ownDraft(w, actor, answer);
          expect(answer.body.id).not.toBe(w.blind);
        },
      },
      {
        endpoint: 'open.programmeList',
        variant: 'list',
        send: json('open.programmeList', () => ({})),
        expected: EVERYONE,
      },
      {
        endpoint: 'open.programmeGet',
        variant: 'get',
        send: json('open.programmeGet', (w) => ({ programme: w.open.slug })),
        expected: EVERYONE,
      },
      {
        endpoint: 'ailabApplications.userApplications',
        variant: 'mine',
        send: json('ailabApplications.userApplications', () => ({})),
        expected: FOUNDERS,
        check: noneOfTheApplicants,
      },
      {
        endpoint: 'ailabApplications.get',
        variant: 'the submitted application',
        send: json('ailabApplications.get', (w) => ({ id: w.submitted })),
        expected: OWNER,
      },
      {
        endpoint: 'ailabApplications.getProblem',
        variant: 'the submitted application',
        send: json('ailabApplications.getProblem', (w) => ({ id: w.submitted })),
        expected: OWNER,
      },
      {
        endpoint: 'ailabApplications.getData',
        variant: 'the open programme',
        send: json('ailabApplications.getData', (w) => ({ programme: w.open.slug })),
        expected: FOUNDERS,
        check: noneOfTheApplicants,
      },
      {
        endpoint: 'ailabApplications.createIndustries',
        variant: 'the draft',
        send: json('ailabApplications.createIndustries', (w) => ({ id: w.draft, industries: [w.industry] })),
        expected: OWNER,
      },
      {
        endpoint: 'ailabApplications.upload',
        variant: 'the draft',
        send: upload('ailabApplications.upload', (w) => ({
          application_id: w.draft,
          question_id: 'pitch_deck',
        })),
        expected: OWNER,
      },
      {
        endpoint: 'ailabApplications.update',
        variant: 'save the draft',
        send: json('ailabApplications.update', async (w, actor) => ({
          action: 'save',
          id: w.draft,
          version: await versionById(env.server, w.draft),
          answers: { evidence: `Saved by ${actor}` },
        })),
        expected: OWNER,
      },
      {
        endpoint: 'ailabApplications.update',
        variant: 'withdraw the application in review',
        send: json('ailabApplications.update', (w) => ({ action: 'withdraw', id: w.submitted })),
        // The owner is refused by the state (in review), anyone else never learns it exists.
        expected: [401, 401, 401, 409, 404, 403, 403, 403, 403],
      },
      {
        endpoint: 'adminApplications.list',
        variant: 'the queue',
        send: json('adminApplications.list', () => ({ limit: 100 })),
        expected: REVIEW_TEAM,
      },
      {
        endpoint: 'adminApplications.get',
        variant: 'one application',
        send: json('adminApplications.get', (w, actor) => ({ id: target(w, actor) })),
        expected: REVIEW_TEAM,
        check: (_w, actor, answer) => expect(answer.body.blind, actor).toBe(actor === 'reviewerBlind'),
      },
      review('note', (_w, actor) => ({ visibility: 'shared', body: `Matrix note by ${actor}` })),
      review('score', (_w, actor) => ({
        scores: { problem: 3, novelty: 3, team: 3 },
        comment: `Scored by ${actor}`,
      })),
      review('tag', () => ({ add: [REVIEW_TEAM_WRITING.tag] })),
      review('assign', (_w, actor) => ({
        add: [actor === 'reviewerBlind' ? REVIEWER_EMAILS.reviewerBlind : REVIEWER_EMAILS.reviewerAssigned],
      })),
      // In review (or submitted): `interview` is no valid move, so the review team gets 409 and changes nothing.
      review('state', () => ({ to: 'interview' }), [401, 401, 401, 403, 403, 409, 409, 409, 409]),
      // Settling an industry proposal is the administrators' (it changes the catalogue).
      review(
        'industry',
        (w) => ({ proposal_id: w.proposalId, resolve: 'merge', into: w.industry }),
        ADMINISTRATORS,
      ),
      {
        endpoint: 'adminApplications.decide',
        variant: 'dry run',
        send: json('adminApplications.decide', (w, actor) => ({
          ids: [target(w, actor)],
          decision: 'rejected',
          dry_run: true,
        })),
        expected: REVIEW_TEAM,
      },
      {
        endpoint: 'adminApplications.assign',
        variant: 'dry run',
        send: json('adminApplications.assign', (w, actor) => ({
          programme: actor === 'reviewerBlind' ? w.blindProgramme.slug : w.open.slug,
          dry_run: true,
        })),
        expected: ADMINISTRATORS,
      },
      {
        endpoint: 'adminProgrammes.list',
        variant: 'all',
        send: json('adminProgrammes.list', () => ({})),
        expected: REVIEW_TEAM,
      },
      {
        endpoint: 'adminProgrammes.save',
        variant: 'create',
        send: json('adminProgrammes.save', (_w, actor) => ({
          ...settings,
          slug: `authz-${actor.toLowerCase()}-${dialect}`,
        })),
        expected: REVIEW_TEAM,
      },
      {
        endpoint: 'adminProgrammes.cohorts',
        variant: 'teams',
        send: json('adminProgrammes.cohorts', () => ({})),
        expected: REVIEW_TEAM,
      },
    ];

    beforeAll(async () => {
      const list = await call(env.server.url, pathOf('adminProgrammes.list'), {}, { token: env.admin });
      const programme = list.body.items.find((item: { slug: string }) => item.slug === world.open.slug);
      const { id: _id, is_open: _o, counts: _c, created_at: _ca, updated_at: _u, ...rest } = programme;
      settings = rest;
    });

    it('has a row for every endpoint of the applications domain', () => {
      const domain = listEndpoints()
        .filter((entry) => entry.endpoint.feature === 'applications')
        .map((entry) => entry.name);
      expect([...new Set(rows.map((row) => row.endpoint))].sort()).toEqual(domain.sort());
    });

    it.each(rows.map((row) => [`${row.endpoint} (${row.variant})`, row] as const))(
      '%s',
      async (_name, row) => {
        // The callers knock at once (each reaches its own data or nothing, so the order does not matter).
        const answers = await Promise.all(ACTORS.map((actor) => row.send(world, actor)));
        const actual: number[] = [];
        for (const [index, actor] of ACTORS.entries()) {
          const answer = answers[index] as Answer;
          actual.push(answer.status);
          seen[actor].push(answer.text);
          if (answer.status === 200) row.check?.(world, actor, answer);
          // A refused caller learns nothing about the applicants.
          if (answer.status >= 400)
            for (const secret of [world.applicantEmail, HIDDEN.email, HIDDEN.name, HIDDEN.teamEmail])
              expect(answer.text, `${actor} ${row.endpoint}`).not.toContain(secret);
        }
        expect(actual).toEqual(row.expected);
      },
    );

    it('lets a reviewer in a blind phase find no name, email or team member of the applicant anywhere', async () => {
      const as = (path: string, body: object) =>
        call(env.server.url, path, body, { token: world.tokens.reviewerBlind });
      const list = pathOf('adminApplications.list');
      const update = pathOf('adminApplications.update');
      const view = await as(pathOf('adminApplications.get'), { id: world.blind });
      expect(view.body.blind).toBe(true);
      expect(view.body.attachments).toHaveLength(1);
      expect(view.body.reviews).not.toBeNull();
      const answers = [
        ...seen.reviewerBlind,
        view.text,
        ...(
          await Promise.all([
            as(list, { programme: world.blindProgramme.slug }),
            as(list, { sort: 'name', limit: 100 }),
            as(list, { sort: '-score', tag: REVIEW_TEAM_WRITING.tag }),
            as(list, { query: 'Hortensia' }),
            as(list, { needs_my_review: true }),
            as(list, { reviewer: REVIEWER_EMAILS.reviewerBlind }),
            as('/v2/api/notifications/list', {}),
            as('/v2/api/home/tasks', {}),
          ])
        ).map((answer) => answer.text),
        (await as(update, { action: 'decide', id: world.blind, decision: 'waitlisted' })).text,
        (await as(pathOf('adminApplications.decide'), { ids: [world.blind], decision: 'accepted' })).text,
        ...(await env.server.readOutbox(REVIEWER_EMAILS.reviewerBlind)).map(
          (mail) => `${mail.subject}\n${mail.text}`,
        ),
      ];
      const secrets = [...Object.values(HIDDEN), ...HIDDEN.name.split(' '), ...HIDDEN.teamName.split(' ')];
      for (const text of answers)
        for (const secret of secrets)
          expect(text.toLowerCase(), text.slice(0, 200)).not.toContain(secret.toLowerCase());

      // The same calls by the administrator do show them: the check above can fail.
      const admin = await call(
        env.server.url,
        pathOf('adminApplications.get'),
        { id: world.blind },
        { token: env.admin },
      );
      for (const secret of Object.values(HIDDEN)) expect(admin.text).toContain(secret);
    });

    it('shows an applicant no score, review, tag or note in any answer they can reach', async () => {
      const blindApplicant = [
        await call(env.server.url, pathOf('open.applicationResume'), { token: world.blindToken }),
        await call(env.server.url, pathOf('open.applicationUpdate'), {
          action: 'save',
          token: world.blindToken,
          version: 0,
        }),
      ];
      expect(blindApplicant[0]?.status).toBe(200);
      const answers = [...seen.applicant, ...seen.visitor, ...blindApplicant.map((answer) => answer.text)];
      const writings = [...Object.values(REVIEW_TEAM_WRITING), 'Matrix note by', 'Scored by'];
      for (const text of answers) {
        expect(text).not.toMatch(/"(score|scores|total|reviews|my_review|reviewers|notes|tags|comment)"\s*:/);
        for (const writing of writings) expect(text).not.toContain(writing);
      }
      // The review team's writing is there to be hidden: the administrator reads all of it on the same two.
      const admin = await Promise.all(
        [world.submitted, world.blind].map((id) =>
          call(env.server.url, pathOf('adminApplications.get'), { id }, { token: env.admin }),
        ),
      );
      const adminText = admin.map((answer) => answer.text).join('\n');
      for (const writing of writings) expect(adminText).toContain(writing);
      expect(adminText).toMatch(/"score":\d/);
    });
  },
);
