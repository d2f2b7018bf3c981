import { randomUUID } from 'node:crypto';
import { hashSecret } from '../../src/security/secrets';
import type { TestServer } from '../../src/testing/start-test-server';
import { COMPLETE_ANSWERS, createProgramme, resumeToken, startAsVisitor } from './applications';
import { makeMembers } from './events';
import { call } from './http';
import { makeReviewers } from './reviewers';

/** Everyone who may knock on an applications endpoint (issue 22's authorization matrix), in table order. */
export const ACTORS = [
  'anonymous',
  'visitor',
  'otherVisitor',
  'applicant',
  'otherFounder',
  'reviewerAssigned',
  'reviewerUnassigned',
  'reviewerBlind',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

/** A well-formed resume token nobody was ever sent. */
export const FORGED_TOKEN = 'forged-resume-token-0123456789abcdefghij';

/** A minimal PDF (the type is read from the bytes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The blind application's applicant, team member and attachment: none may reach a blind reviewer. */
export const HIDDEN = {
  name: 'Hortensia Blindwell',
  email: 'hortensia.blindwell@blindmail.test',
  teamName: 'Teodoro Secretmate',
  teamEmail: 'teodoro.secretmate@secretmate.test',
  file: 'Hortensia-Blindwell-pitch.pdf',
} as const;

/** What the review team writes about applications; an applicant must never read any of it. */
export const REVIEW_TEAM_WRITING = {
  privateNote: 'Matrix private note of the administrator',
  sharedNote: 'Matrix shared note for the review team',
  comment: 'Matrix review comment of the administrator',
  tag: 'matrix-tag',
} as const;

export const REVIEWER_EMAILS = {
  reviewerAssigned: 'assigned.reviewer@review.test',
  reviewerUnassigned: 'unassigned.reviewer@review.test',
  reviewerBlind: 'blind.reviewer@review.test',
} as const;

/**
 * The matrix's world: a programme in discussion and one in blind screening; a member applicant with a
 * submitted application `submitted` (discussion, reviewer assigned) and a draft `draft` (which started as a
 * visitor's, so the member also holds a retired resume token); another founder with a draft of their own; two
 * visitors with drafts; a visitor's application `blind` in screening, assigned to the blind reviewer, with a
 * team member and an attachment named after its applicant; a review, a proposal and notes on both.
 */
export interface ApplicationsWorld {
  open: { id: string; slug: string };
  blindProgramme: { id: string; slug: string };
  tokens: Record<Actor, string | undefined>;
  /** The resume token each actor holds: their own, a retired one, or a forged one. */
  resume: Record<Actor, string>;
  submitted: string;
  draft: string;
  blind: string;
  blindToken: string;
  visitorDraft: string;
  otherVisitorDraft: string;
  proposalId: string;
  industry: string;
  applicantEmail: string;
}

async function ok(server: TestServer, path: string, body: unknown, token?: string) {
  const answer = await call(server.url, path, body, token ? { token } : {});
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function draftOf(server: TestServer, token: string): Promise<string> {
  return (await ok(server, '/v2/api/open/application/resume', { token })).application.id;
}

/** A multipart upload of the PDF: the fields first, then the file, as the contract asks. */
export function pdfForm(fields: Record<string, string>, name = 'deck.pdf'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  return form;
}

/** The stored version of the draft behind a resume token (0 when there is none). */
export async function versionByToken(server: TestServer, token: string): Promise<number> {
  const row = await server.server.ctx.db
    .selectFrom('applications')
    .select('version')
    .where('resume_token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  return row?.version ?? 0;
}

export async function versionById(server: TestServer, id: string): Promise<number> {
  const row = await server.server.ctx.db
    .selectFrom('applications')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** One industry in the catalogue (a server without demo data has none): answers its slug. */
async function catalogueIndustry(server: TestServer): Promise<string> {
  const db = server.server.ctx.db;
  const at = new Date().toISOString();
  const group = { id: randomUUID(), slug: 'matrix-group', name: 'Matrix group', description: '' };
  await db
    .insertInto('industry_groups')
    .values({ ...group, position: 0, created_at: at })
    .execute();
  const industry = { slug: 'matrix-industry', name: 'Matrix industry', summary: '' };
  await db
    .insertInto('industries')
    .values({
      id: randomUUID(),
      group_id: group.id,
      ...industry,
      position: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return industry.slug;
}

/** Builds the world through the API, as the people in it would (on a server without demo data). */
export async function buildApplicationsWorld(server: TestServer, admin: string): Promise<ApplicationsWorld> {
  const industry = await catalogueIndustry(server);
  const open = await createProgramme(server, admin, { phase: 'discussion' });
  const blindProgramme = await createProgramme(server, admin, { phase: 'screening' });
  const [applicant, otherFounder] = await makeMembers(server, 2, 'authz');
  if (!applicant || !otherFounder) throw new Error('no members');
  const [assigned = '', unassigned = '', blindReviewer = ''] = await makeReviewers(
    server,
    Object.values(REVIEWER_EMAILS),
  );

  // The applicant starts as a visitor with their member address; their first founder call moves the draft.
  const retired = await startAsVisitor(server, open.slug, applicant.email);
  const mine = await ok(server, '/v2/api/ailab/applications/user', {}, applicant.token);
  const submitted: string = mine.items[0].id;
  await ok(
    server,
    '/v2/api/ailab/application/update',
    {
      action: 'submit',
      id: submitted,
      version: await versionById(server, submitted),
      name: 'Applicant Member',
      title: 'Matrix Ventures',
      answers: COMPLETE_ANSWERS,
      proposals: ['Matrix Farming'],
    },
    applicant.token,
  );
  const draft = (
    await ok(
      server,
      '/v2/api/ailab/application/update',
      { action: 'start', programme: blindProgramme.slug },
      applicant.token,
    )
  ).id;
  await ok(
    server,
    '/v2/api/ailab/application/update',
    { action: 'start', programme: open.slug },
    otherFounder.token,
  );

  const visitor = await startAsVisitor(server, open.slug, 'visitor.authz@example.org');
  const otherVisitor = await startAsVisitor(server, open.slug, 'other.visitor.authz@example.org');

  // The blind application: a visitor's, with a team member and a file named after its applicant.
  await call(server.url, '/v2/api/open/application/create', {
    programme: blindProgramme.slug,
    email: HIDDEN.email,
  });
  const blindToken = await resumeToken(server, HIDDEN.email);
  const uploaded = await call(server.url, '/v2/api/open/application/upload', undefined, {
    raw: pdfForm({ token: blindToken, question_id: 'pitch_deck' }, HIDDEN.file),
  });
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${uploaded.text}`);
  const blind = (
    await ok(server, '/v2/api/open/application/update', {
      action: 'submit',
      token: blindToken,
      version: await versionByToken(server, blindToken),
      name: HIDDEN.name,
      title: 'Orchard Radar',
      answers: COMPLETE_ANSWERS,
      team: [{ name: HIDDEN.teamName, email: HIDDEN.teamEmail, role: 'CTO' }],
    })
  ).id;

  const update = (body: object) => ok(server, '/v2/api/admin/application/update', body, admin);
  await update({ action: 'assign', id: submitted, add: [REVIEWER_EMAILS.reviewerAssigned] });
  await update({ action: 'assign', id: blind, add: [REVIEWER_EMAILS.reviewerBlind] });
  for (const id of [submitted, blind]) {
    await update({
      action: 'score',
      id,
      scores: { problem: 5, novelty: 4, team: 5, fit: 2 },
      comment: REVIEW_TEAM_WRITING.comment,
    });
    await update({ action: 'note', id, visibility: 'private', body: REVIEW_TEAM_WRITING.privateNote });
    await update({ action: 'note', id, visibility: 'shared', body: REVIEW_TEAM_WRITING.sharedNote });
    await update({ action: 'tag', id, add: [REVIEW_TEAM_WRITING.tag] });
  }
  const view = await ok(server, '/v2/api/admin/application/get', { id: submitted }, admin);
  if (view.industry_options.length !== 1) throw new Error('the catalogue should hold the one industry');

  return {
    open,
    blindProgramme,
    tokens: {
      anonymous: undefined,
      // A resume token is no bearer token: the visitors present theirs as one, to be refused.
      visitor,
      otherVisitor,
      applicant: applicant.token,
      otherFounder: otherFounder.token,
      reviewerAssigned: assigned,
      reviewerUnassigned: unassigned,
      reviewerBlind: blindReviewer,
      admin,
    },
    resume: {
      anonymous: FORGED_TOKEN,
      visitor,
      otherVisitor,
      applicant: retired,
      otherFounder: FORGED_TOKEN,
      reviewerAssigned: FORGED_TOKEN,
      reviewerUnassigned: FORGED_TOKEN,
      reviewerBlind: FORGED_TOKEN,
      admin: FORGED_TOKEN,
    },
    submitted,
    draft,
    blind,
    blindToken,
    visitorDraft: await draftOf(server, visitor),
    otherVisitorDraft: await draftOf(server, otherVisitor),
    proposalId: view.industry_proposals[0].id,
    industry,
    applicantEmail: applicant.email,
  };
}
