import { randomBytes, randomUUID } from 'node:crypto';
import {
  MATURITY_SIZE_BANDS,
  type MaturityAssessment,
  type MaturitySizeBand,
} from '@ailab/core/contract/research/maturity.schemas';
import type { Language } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { hashSecret } from '../../../security/secrets';
import { reserveAttempt } from '../../../throttle/reserve-attempt';
import {
  type AssessmentRow,
  claimForUser,
  findByTokenHash,
  findOwned,
  insertAssessment,
  listOwned,
  submitDraft,
  updateDraft,
} from './maturity.repository';
import type { MaturityContent } from './maturity-content';
import { checkAnswers, scoreAnswers } from './maturity-scoring';
import { assessmentView } from './maturity-view';

/** Anonymous submissions one address may make per hour (on top of the per-minute limit of the route). */
export const MATURITY_SUBMISSIONS_PER_IP_PER_HOUR = 20;

/** What the questionnaire's answers are filed under. */
interface Filing {
  answers: Record<string, number>;
  industry?: string | null;
  size_band?: MaturitySizeBand | null;
}

function newMaturityToken(): string {
  return `ailab_mat_${randomBytes(32).toString('base64url')}`;
}

const notFound = () => new AppError('NOT_FOUND', { params: { path: 'assessment' } });

async function draftByToken(ctx: AppContext, token: string): Promise<AssessmentRow> {
  const row = await findByTokenHash(ctx.db, hashSecret(token));
  if (!row) throw notFound();
  if (row.state !== 'draft') throw new AppError('CONFLICT', { params: { path: 'assessment' } });
  return row;
}

async function newDraft(
  ctx: AppContext,
  content: MaturityContent,
  filing: Filing,
): Promise<{ row: AssessmentRow; token: string }> {
  const token = newMaturityToken();
  const now = ctx.now().toISOString();
  const row: AssessmentRow = {
    id: randomUUID(),
    token_hash: hashSecret(token),
    user_id: null,
    state: 'draft',
    version: content.scoring.version,
    answers: JSON.stringify(filing.answers),
    industry: filing.industry ?? null,
    size_band: filing.size_band ?? null,
    overall_score: null,
    overall_level: null,
    created_at: now,
    updated_at: now,
    submitted_at: null,
  };
  await insertAssessment(ctx.db, row);
  return { row, token };
}

/** Starts an assessment (answering its token once) or saves a draft's progress by its token. */
export async function saveProgress(
  ctx: AppContext,
  content: MaturityContent,
  body: Filing & { token?: string },
  language: Language,
  t: TFunction,
): Promise<MaturityAssessment> {
  checkAnswers(content.scoring, body.answers, false, t);
  if (!body.token) {
    const created = await newDraft(ctx, content, body);
    return assessmentView(ctx.db, content, created.row, language, created.token);
  }
  const row = await draftByToken(ctx, body.token);
  const fields = {
    answers: JSON.stringify({ ...JSON.parse(row.answers), ...body.answers }),
    industry: body.industry === undefined ? row.industry : body.industry,
    size_band: body.size_band === undefined ? row.size_band : body.size_band,
    updated_at: ctx.now().toISOString(),
  };
  if (!(await updateDraft(ctx.db, row.id, fields)))
    throw new AppError('CONFLICT', { params: { path: 'assessment' } });
  return assessmentView(ctx.db, content, { ...row, ...fields }, language, null);
}

/**
 * Submits a complete assessment and answers its result. Anonymous callers are limited per address and hour,
 * so the anonymous averages cannot cheaply be flooded.
 */
export async function submitAssessment(
  ctx: AppContext,
  content: MaturityContent,
  caller: Caller | null,
  body: Required<Filing> & { token?: string },
  ip: string,
  language: Language,
  t: TFunction,
): Promise<MaturityAssessment> {
  checkAnswers(content.scoring, body.answers, true, t);
  if (!caller) {
    const reservation = await reserveAttempt(
      ctx.db,
      { key: `maturity-submit:${ip}`, max: MATURITY_SUBMISSIONS_PER_IP_PER_HOUR, windowMs: 3_600_000 },
      ctx.now(),
    );
    if (!reservation.allowed)
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: reservation.retryAfterSeconds });
  }
  const draft = body.token
    ? { row: await draftByToken(ctx, body.token), token: null }
    : await newDraft(ctx, content, body);
  const scores = scoreAnswers(content.scoring, body.answers);
  const now = ctx.now().toISOString();
  const submitted: AssessmentRow = {
    ...draft.row,
    state: 'submitted',
    version: content.scoring.version,
    answers: JSON.stringify(body.answers),
    industry: body.industry,
    size_band: body.size_band,
    overall_score: scores.overall.score,
    overall_level: scores.overall.level,
    updated_at: now,
    submitted_at: now,
  };
  const dimensions = scores.dimensions.map((d) => ({ dimension: d.key, score: d.score, level: d.level }));
  if (!(await submitDraft(ctx.db, submitted, dimensions)))
    throw new AppError('CONFLICT', { params: { path: 'assessment' } });
  return assessmentView(ctx.db, content, submitted, language, draft.token);
}

/** One assessment by its private link token, or by id for the account it was saved to. */
export async function readAssessment(
  ctx: AppContext,
  content: MaturityContent,
  caller: Caller | null,
  body: { token: string } | { id: string },
  language: Language,
): Promise<MaturityAssessment> {
  if ('token' in body) {
    const row = await findByTokenHash(ctx.db, hashSecret(body.token));
    if (!row) throw notFound();
    return assessmentView(ctx.db, content, row, language, null);
  }
  if (!caller) throw new AppError('UNAUTHENTICATED');
  const row = await findOwned(ctx.db, body.id, caller.user.id);
  if (!row) throw notFound();
  return assessmentView(ctx.db, content, row, language, null);
}

/** Saves an assessment to the caller's account; one saved to another account stays theirs. */
export async function saveToAccount(
  ctx: AppContext,
  content: MaturityContent,
  caller: Caller,
  token: string,
  language: Language,
): Promise<MaturityAssessment> {
  const row = await findByTokenHash(ctx.db, hashSecret(token));
  if (!row) throw notFound();
  if (!(await claimForUser(ctx.db, row.id, caller.user.id))) throw new AppError('FORBIDDEN');
  return assessmentView(ctx.db, content, { ...row, user_id: caller.user.id }, language, null);
}

/** The caller's saved, submitted assessments, newest first. */
export async function myAssessments(ctx: AppContext, caller: Caller) {
  const rows = await listOwned(ctx.db, caller.user.id, 50);
  return {
    items: rows.map((row) => ({
      id: row.id,
      industry: row.industry,
      size_band: MATURITY_SIZE_BANDS.find((band) => band === row.size_band) ?? null,
      overall_level: row.overall_level ?? 1,
      submitted_at: row.submitted_at ?? row.updated_at,
    })),
  };
}
