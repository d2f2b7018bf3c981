import { randomUUID } from 'node:crypto';
import type { AnswerValueType, TeamMember } from '@ailab/core/contract/applications/application.schemas';
import type { Language } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { onUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { enqueuePublicMail } from '../../jobs/mail-job';
import { publicUrl } from '../../mail/send-template';
import { hashSecret, newToken } from '../../security/secrets';
import { checkAnswers, missingAnswers } from './answers-check';
import { type Applicant, claimDrafts, ownedApplication } from './applicant-access';
import { invalidState, programmeClosed, programmeNotFound, staleVersion } from './application-errors';
import { toApplication } from './application-mapper';
import {
  addHistory,
  applicationContent,
  attachmentsOf,
  findApplication,
  findProgrammeBySlug,
  updateApplicationIf,
} from './applications.repository';
import { addProposals, checkIndustries } from './industry-choice';
import { isProgrammeOpen, type Programme } from './programme-codec';

/** What an autosave may carry. */
export interface DraftChanges {
  version: number;
  name?: string;
  title?: string;
  answers?: Record<string, AnswerValueType>;
  team?: TeamMember[];
  industries?: string[];
  proposals?: string[];
}

function newApplicationRow(programme: Programme, email: string, language: string, now: string) {
  return {
    id: randomUUID(),
    programme_id: programme.id,
    user_id: null as string | null,
    email,
    name: '',
    title: '',
    language,
    state: 'draft',
    version: 0,
    answers: '{}',
    team: '[]',
    industries: '[]',
    tags: '[]',
    score: null,
    reviews_count: 0,
    resume_token_hash: null as string | null,
    submitted_at: null,
    decided_at: null,
    created_at: now,
    updated_at: now,
  };
}

function resumeMail(ctx: AppContext, to: string, language: string, programme: Programme, token: string) {
  const t = ctx.i18n.getFixedT(language);
  const link = `${publicUrl(ctx)}/apply?programme=${programme.slug}#resume=${token}`;
  const params = { programme: programme.title, link };
  return {
    to,
    subject: t('applications:email.resume.subject', params),
    text: t('applications:email.resume.body', params),
  };
}

async function openProgramme(ctx: AppContext, slug: string): Promise<Programme> {
  const programme = await findProgrammeBySlug(ctx.db, slug);
  if (!programme) throw programmeNotFound(slug);
  if (!isProgrammeOpen(programme, ctx.now())) throw programmeClosed();
  return programme;
}

/**
 * A visitor starts (or asks again for) an application with an email. The answer is the same whatever the
 * address: a new or unclaimed draft gets a fresh resume token (the old link stops working) emailed through
 * the outbox in the same transaction; a draft already in an account is continued by signing in.
 */
export async function startVisitorApplication(
  ctx: AppContext,
  body: { programme: string; email: string; language?: Language | undefined },
  requestLanguage: Language,
): Promise<{ sent: true }> {
  const programme = await openProgramme(ctx, body.programme);
  const language = body.language ?? requestLanguage;
  const token = newToken('ailab_link_');
  const now = ctx.now().toISOString();
  const attempt = () =>
    ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('applications')
        .select(['id', 'user_id', 'language'])
        .where('programme_id', '=', programme.id)
        .where('email', '=', body.email)
        .executeTakeFirst();
      if (existing?.user_id) {
        const t = ctx.i18n.getFixedT(existing.language);
        const params = { programme: programme.title, link: `${publicUrl(ctx)}/ailab/founders/applications` };
        await enqueuePublicMail(
          trx,
          ctx,
          {
            to: body.email,
            subject: t('applications:email.signIn.subject', params),
            text: t('applications:email.signIn.body', params),
          },
          `application:sign-in:${existing.id}:${hashSecret(token).slice(0, 16)}`,
        );
        return;
      }
      let id = existing?.id;
      if (id) {
        await trx
          .updateTable('applications')
          .set({ resume_token_hash: hashSecret(token) })
          .where('id', '=', id)
          .execute();
      } else {
        const row = newApplicationRow(programme, body.email, language, now);
        row.resume_token_hash = hashSecret(token);
        await trx.insertInto('applications').values(row).execute();
        await addHistory(trx, {
          applicationId: row.id,
          actorId: null,
          kind: 'created',
          detail: {},
          at: ctx.now(),
        });
        id = row.id;
      }
      await enqueuePublicMail(
        trx,
        ctx,
        resumeMail(ctx, body.email, existing?.language ?? language, programme, token),
        `application:resume:${id}:${hashSecret(token).slice(0, 16)}`,
      );
    });
  // Two first requests for one address at once: the loser finds the winner's draft on its second try.
  await onUniqueViolation(attempt, attempt);
  return { sent: true };
}

/** A member starts an application to a programme, or gets the one they already have. */
export async function startMemberApplication(ctx: AppContext, caller: Caller, slug: string) {
  await claimDrafts(ctx, caller);
  const programme = await findProgrammeBySlug(ctx.db, slug);
  if (!programme) throw programmeNotFound(slug);
  const email = caller.user.email.toLowerCase();
  const find = () =>
    ctx.db
      .selectFrom('applications')
      .selectAll()
      .where('programme_id', '=', programme.id)
      .where((eb) => eb.or([eb('user_id', '=', caller.user.id), eb('email', '=', email)]))
      .executeTakeFirst();
  const existing = await find();
  if (existing) {
    if (existing.user_id !== caller.user.id)
      throw new AppError('CONFLICT', { messageKey: 'applications:errors.emailTaken' });
    return toApplication(ctx.db, existing, programme, ctx.now());
  }
  if (!isProgrammeOpen(programme, ctx.now())) throw programmeClosed();
  const row = newApplicationRow(programme, email, caller.user.language, ctx.now().toISOString());
  row.user_id = caller.user.id;
  row.name = `${caller.user.first_name} ${caller.user.last_name}`.trim();
  await onUniqueViolation(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('applications').values(row).execute();
        await addHistory(trx, {
          applicationId: row.id,
          actorId: caller.user.id,
          kind: 'created',
          detail: {},
          at: ctx.now(),
        });
      }),
    () => undefined,
  );
  const stored = await find();
  if (!stored) throw new AppError('CONFLICT', { params: {} });
  return toApplication(ctx.db, stored, programme, ctx.now());
}

function changedColumns(
  content: ReturnType<typeof applicationContent>,
  changes: DraftChanges,
): Record<string, string> {
  const columns: Record<string, string> = {};
  if (changes.answers) {
    const merged = { ...content.answers };
    for (const [key, value] of Object.entries(changes.answers)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    columns.answers = JSON.stringify(merged);
  }
  if (changes.team) columns.team = JSON.stringify(changes.team);
  if (changes.industries) columns.industries = JSON.stringify([...new Set(changes.industries)]);
  if (changes.name !== undefined) columns.name = changes.name;
  if (changes.title !== undefined) columns.title = changes.title;
  return columns;
}

/**
 * Autosave, and submit when `submit`: only a draft changes, only from the version the client started from
 * (a stale save is 409 naming the stored version); submitting checks the required answers and the close
 * time against the server clock, exact to the millisecond (the close instant itself is too late).
 */
export async function saveDraft(
  ctx: AppContext,
  applicant: Applicant,
  id: string | undefined,
  changes: DraftChanges,
  submit: boolean,
  t: TFunction,
) {
  const { row, programme } = await ownedApplication(ctx, applicant, id);
  if (row.state !== 'draft') throw invalidState(row.state);
  if (changes.answers) checkAnswers(programme.questions, changes.answers, t);
  if (changes.industries) await checkIndustries(ctx, changes.industries, t);
  const columns = changedColumns(applicationContent(row), changes);
  const now = ctx.now();
  const actorId = applicant.kind === 'member' ? applicant.caller.user.id : null;
  if (submit) {
    if (!isProgrammeOpen(programme, now)) throw programmeClosed();
    const answers = columns.answers ? JSON.parse(columns.answers) : applicationContent(row).answers;
    const attached = new Set((await attachmentsOf(ctx.db, row.id)).map((item) => item.question_id));
    const missing = missingAnswers(programme.questions, answers, attached);
    if (missing.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        fields: missing.map((question) => ({
          field: `answers.${question}`,
          code: 'required',
          message: t('applications:answers.required', { field: question }),
        })),
      });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const saved = await updateApplicationIf(
      trx,
      row.id,
      { state: 'draft', version: changes.version },
      {
        ...columns,
        version: changes.version + 1,
        updated_at: now.toISOString(),
        ...(submit ? { state: 'submitted', submitted_at: now.toISOString() } : {}),
      },
    );
    if (!saved) {
      const current = await findApplication(trx, row.id);
      if (current && current.state !== 'draft') throw invalidState(current.state);
      throw staleVersion(current?.version ?? row.version);
    }
    await addProposals(trx, { id: row.id, actorId, at: now }, changes.proposals ?? []);
    if (submit)
      await addHistory(trx, {
        applicationId: row.id,
        actorId,
        kind: 'state',
        detail: { from: 'draft', to: 'submitted' },
        at: now,
      });
  });
  const stored = await findApplication(ctx.db, row.id);
  if (!stored) throw staleVersion(row.version);
  return toApplication(ctx.db, stored, programme, ctx.now());
}

/** The founder withdraws, from draft or submitted only. */
export async function withdrawApplication(ctx: AppContext, applicant: Applicant, id?: string) {
  const { row, programme } = await ownedApplication(ctx, applicant, id);
  if (row.state !== 'draft' && row.state !== 'submitted') throw invalidState(row.state);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await updateApplicationIf(
      trx,
      row.id,
      { state: row.state },
      {
        state: 'withdrawn',
        version: row.version + 1,
        updated_at: now.toISOString(),
      },
    );
    if (!moved) throw invalidState((await findApplication(trx, row.id))?.state ?? row.state);
    await addHistory(trx, {
      applicationId: row.id,
      actorId: applicant.kind === 'member' ? applicant.caller.user.id : null,
      kind: 'state',
      detail: { from: row.state, to: 'withdrawn' },
      at: now,
    });
  });
  const stored = await findApplication(ctx.db, row.id);
  if (!stored) throw invalidState(row.state);
  return toApplication(ctx.db, stored, programme, ctx.now());
}
