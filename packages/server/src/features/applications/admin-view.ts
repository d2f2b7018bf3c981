import type { AdminApplication } from '@ailab/core/contract/applications/review.schemas';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../identity/bearer-tokens';
import { applicationNotFound } from './application-errors';
import { wireAttachments } from './application-mapper';
import {
  applicationContent,
  findApplication,
  findProgrammeById,
  parseJson,
  proposalsOf,
} from './applications.repository';
import { blindAttachments } from './blind-attachments';
import { formIndustryOptions } from './industry-choice';
import { isAdministrator, isBlindFor } from './review-visibility';

function personName(row: { first_name: string | null; last_name: string | null } | undefined): string {
  return row ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() : '';
}

function parseRecord<T>(text: string): Record<string, T> {
  return parseJson<Record<string, T>>(text, {});
}

/**
 * One application as the review team reads it. What the phase hides is left out here, in the API's
 * answer: in screening a reviewer gets no applicant, team or file names, and other reviews only once theirs is in.
 * Private notes are their writer's only.
 */
export async function adminApplicationView(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<AdminApplication> {
  const row = await findApplication(ctx.db, id);
  if (!row || row.state === 'draft') throw applicationNotFound(id);
  const programme = await findProgrammeById(ctx.db, row.programme_id);
  if (!programme) throw applicationNotFound(id);
  const blind = isBlindFor(caller, programme.phase);
  const content = applicationContent(row);
  const me = caller.user.id;

  const reviewers = await ctx.db
    .selectFrom('application_reviewers')
    .innerJoin('users', 'users.id', 'application_reviewers.reviewer_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('application_reviewers.application_id', '=', id)
    .orderBy('application_reviewers.assigned_at')
    .execute();
  const reviewRows = await ctx.db
    .selectFrom('application_reviews')
    .innerJoin('users', 'users.id', 'application_reviews.reviewer_id')
    .select([
      'application_reviews.reviewer_id',
      'users.first_name',
      'users.last_name',
      'application_reviews.scores',
      'application_reviews.total',
      'application_reviews.comment',
      'application_reviews.updated_at',
    ])
    .where('application_reviews.application_id', '=', id)
    .orderBy('application_reviews.created_at')
    .execute();
  const reviews = reviewRows.map((review) => ({
    reviewer: { id: review.reviewer_id, name: personName(review) },
    scores: parseRecord<number>(review.scores),
    total: review.total === null ? null : Number(review.total),
    comment: review.comment,
    updated_at: review.updated_at,
  }));
  const mine = reviews.find((review) => review.reviewer.id === me) ?? null;
  const othersVisible = isAdministrator(caller) || programme.phase !== 'screening' || mine !== null;

  const notes = await ctx.db
    .selectFrom('application_notes')
    .innerJoin('users', 'users.id', 'application_notes.author_id')
    .select([
      'application_notes.id',
      'application_notes.author_id',
      'users.first_name',
      'users.last_name',
      'application_notes.visibility',
      'application_notes.body',
      'application_notes.created_at',
    ])
    .where('application_notes.application_id', '=', id)
    .where((eb) =>
      eb.or([eb('application_notes.visibility', '=', 'shared'), eb('application_notes.author_id', '=', me)]),
    )
    .orderBy('application_notes.created_at')
    .orderBy('application_notes.id')
    .execute();

  const history = await ctx.db
    .selectFrom('application_history')
    .leftJoin('users', 'users.id', 'application_history.actor_id')
    .select([
      'application_history.id',
      'application_history.at',
      'application_history.actor_id',
      'users.first_name',
      'users.last_name',
      'application_history.kind',
      'application_history.detail',
    ])
    .where('application_history.application_id', '=', id)
    .orderBy('application_history.at')
    .orderBy('application_history.id')
    .execute();
  const attachments = await wireAttachments(ctx.db, id);
  const effects = await ctx.db
    .selectFrom('application_effects')
    .select(['id', 'kind', 'status', 'created_at'])
    .where('application_id', '=', id)
    .orderBy('created_at')
    .execute();

  return {
    id: row.id,
    programme: {
      id: programme.id,
      slug: programme.slug,
      title: programme.title,
      phase: programme.phase,
      categories: programme.categories,
    },
    state: row.state as AdminApplication['state'],
    version: row.version,
    title: row.title,
    blind,
    applicant: blind ? null : { name: row.name, email: row.email, user_id: row.user_id },
    team: blind ? null : content.team,
    answers: content.answers,
    industries: content.industries,
    industry_proposals: await proposalsOf(ctx.db, id),
    industry_options: await formIndustryOptions(ctx),
    attachments: blind ? blindAttachments(attachments) : attachments,
    tags: content.tags,
    reviewers: reviewers.map((reviewer) => ({ id: reviewer.id, name: personName(reviewer) })),
    reviews: othersVisible ? reviews : null,
    my_review: mine,
    score: othersVisible && row.score !== null ? Number(row.score) : null,
    notes: notes.map((note) => ({
      id: note.id,
      author: { id: note.author_id, name: personName(note) },
      visibility: note.visibility,
      body: note.body,
      created_at: note.created_at,
    })),
    history: history.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actor:
        entry.actor_id && !(blind && entry.actor_id === row.user_id)
          ? { id: entry.actor_id, name: personName(entry) }
          : null,
      kind: entry.kind,
      detail: parseRecord<string>(entry.detail),
    })),
    effects,
    submitted_at: row.submitted_at,
    decided_at: row.decided_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
