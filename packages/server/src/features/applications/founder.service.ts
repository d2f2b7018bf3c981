import { MAX_INDUSTRIES } from '@ailab/core/contract/applications/application.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../identity/bearer-tokens';
import { type Applicant, claimDrafts, ownedApplication } from './applicant-access';
import { invalidState, programmeNotFound } from './application-errors';
import { toApplication } from './application-mapper';
import { applicationContent, findApplication, findProgrammeBySlug } from './applications.repository';
import { addProposals, checkIndustries, formIndustryOptions } from './industry-choice';
import { decodeProgramme, toPublicProgramme } from './programme-codec';
import { APPLICATION_TYPES } from './upload.service';

/** The section of the form the spec calls the problem statement. */
export const PROBLEM_SECTION = 'problem';
const MAX_TEAM = 12;

/** My applications, newest first; drafts started with my address move to me first. */
export async function myApplications(ctx: AppContext, caller: Caller) {
  await claimDrafts(ctx, caller);
  const rows = await ctx.db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', caller.user.id)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const programmes = await ctx.db
    .selectFrom('application_programmes')
    .selectAll()
    .where('id', 'in', rows.length > 0 ? rows.map((row) => row.programme_id) : [''])
    .execute();
  const byId = new Map(programmes.map((row) => [row.id, decodeProgramme(row)]));
  const items = [];
  for (const row of rows) {
    const programme = byId.get(row.programme_id);
    if (programme) items.push(await toApplication(ctx.db, row, programme, ctx.now()));
  }
  return { items };
}

export async function getMyApplication(ctx: AppContext, applicant: Applicant, id?: string) {
  const { row, programme } = await ownedApplication(ctx, applicant, id);
  return toApplication(ctx.db, row, programme, ctx.now());
}

/** The draft and its form behind a resume link. */
export async function resumeApplication(ctx: AppContext, token: string) {
  const { row, programme } = await ownedApplication(ctx, { kind: 'visitor', token });
  return {
    application: await toApplication(ctx.db, row, programme, ctx.now()),
    programme: toPublicProgramme(programme, ctx.now()),
    industry_options: await formIndustryOptions(ctx),
  };
}

export async function problemStatement(ctx: AppContext, caller: Caller, id: string) {
  const { row, programme } = await ownedApplication(ctx, { kind: 'member', caller }, id);
  const questions = programme.questions.filter((question) => question.section === PROBLEM_SECTION);
  const answers = applicationContent(row).answers;
  return {
    id: row.id,
    questions,
    answers: Object.fromEntries(
      questions
        .filter((question) => question.id in answers)
        .map((question) => [question.id, answers[question.id] ?? null]),
    ),
  };
}

/** What the form needs: the programme, the limits, and my application to it if I have one. */
export async function applicationFormData(ctx: AppContext, caller: Caller, slug: string) {
  await claimDrafts(ctx, caller);
  const programme = await findProgrammeBySlug(ctx.db, slug);
  if (!programme) throw programmeNotFound(slug);
  const mine = await ctx.db
    .selectFrom('applications')
    .selectAll()
    .where('programme_id', '=', programme.id)
    .where('user_id', '=', caller.user.id)
    .executeTakeFirst();
  return {
    programme: toPublicProgramme(programme, ctx.now()),
    limits: {
      attachment_max_bytes: ctx.config.limits.applicationAttachmentMaxBytes,
      attachment_types: APPLICATION_TYPES.map((type) => type.mime),
      attachments_per_question: 3,
      long_answer_max: 10_000,
      short_answer_max: 300,
      max_industries: MAX_INDUSTRIES,
      max_team: MAX_TEAM,
    },
    application: mine ? await toApplication(ctx.db, mine, programme, ctx.now()) : null,
    industry_options: await formIndustryOptions(ctx),
  };
}

/**
 * Sets a draft's industries (catalogue slugs, an unknown one refused naming it) and records proposed new
 * ones for an administrator to accept or merge.
 */
export async function setIndustries(
  ctx: AppContext,
  caller: Caller,
  body: { id: string; industries: string[]; proposals: string[] },
  t: TFunction,
) {
  const { row, programme } = await ownedApplication(ctx, { kind: 'member', caller }, body.id);
  if (row.state !== 'draft') throw invalidState(row.state);
  const industries = await checkIndustries(ctx, body.industries, t);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('applications')
      .set({ industries: JSON.stringify(industries), updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('state', '=', 'draft')
      .execute();
    await addProposals(trx, { id: row.id, actorId: caller.user.id, at: now }, body.proposals);
  });
  const stored = await findApplication(ctx.db, row.id);
  if (!stored) throw invalidState(row.state);
  return toApplication(ctx.db, stored, programme, ctx.now());
}
