import type { ResearchItem, ResearchState } from '@ailab/core/contract/research/research.schemas';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { mediaUrl } from '../../media/store-upload';
import type { ResearchItemsTable } from './research.tables';
import { activeReviewers, type ResearchRights, rightsOn } from './research-access';
import { parseContent, type RevisionContent } from './research-content';

export type ItemRow = Selectable<ResearchItemsTable>;

export async function findItem(
  db: Kysely<Database>,
  ref: { id?: string; slug?: string },
): Promise<ItemRow | undefined> {
  if (ref.id) return db.selectFrom('research_items').selectAll().where('id', '=', ref.id).executeTakeFirst();
  if (ref.slug)
    return db.selectFrom('research_items').selectAll().where('slug', '=', ref.slug).executeTakeFirst();
  return undefined;
}

/**
 * The item and the caller's rights, or 404 when the caller may not see it: an unpublished item is
 * invisible (not forbidden) to everyone but its author, its reviewers and administrators.
 */
export async function visibleItem(
  db: Kysely<Database>,
  caller: Caller,
  ref: { id?: string; slug?: string },
): Promise<{ row: ItemRow; rights: ResearchRights }> {
  const row = await findItem(db, ref);
  if (!row) throw new AppError('NOT_FOUND');
  const rights = await rightsOn(db, caller, row);
  if (!rights.canSee) throw new AppError('NOT_FOUND');
  return { row, rights };
}

export async function revisionContent(
  db: Kysely<Database>,
  researchId: string,
  number: number,
): Promise<RevisionContent> {
  const row = await db
    .selectFrom('research_revisions')
    .select('content')
    .where('research_id', '=', researchId)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return parseContent(row.content);
}

/** The slugs and names of these industries, by name. */
export async function industryNames(db: Kysely<Database>, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  return db
    .selectFrom('industries')
    .select(['slug', 'name'])
    .where('slug', 'in', slugs)
    .orderBy('name')
    .execute();
}

async function personName(db: Kysely<Database>, id: string): Promise<{ id: string; name: string }> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return { id, name: user ? `${user.first_name} ${user.last_name}`.trim() : '' };
}

/** The whole item as its author and reviewers see it (the newest revision). */
export async function itemView(
  db: Kysely<Database>,
  row: ItemRow,
  rights: ResearchRights,
): Promise<ResearchItem> {
  const content = await revisionContent(db, row.id, row.version);
  const industries = await industryNames(db, content.industries);
  const reviewers = await db
    .selectFrom('research_reviewers')
    .innerJoin('users', 'users.id', 'research_reviewers.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('research_reviewers.research_id', '=', row.id)
    .orderBy('research_reviewers.assigned_at')
    .execute();
  const approvals = await db
    .selectFrom('research_approvals')
    .select('reviewer_id')
    .where('research_id', '=', row.id)
    .where('revision', '=', row.version)
    .execute();
  const approvedBy = new Set(approvals.map((approval) => approval.reviewer_id));
  const active = await activeReviewers(
    db,
    reviewers.map((reviewer) => reviewer.id),
  );
  const state = row.state as ResearchState;
  const reviewable = state === 'in_review';
  return {
    id: row.id,
    slug: row.slug,
    title: content.title,
    summary: content.summary,
    sections: content.sections,
    industries,
    tags: content.tags,
    sources: content.sources,
    cover_url: row.cover_path ? mediaUrl(row.cover_path) : null,
    state,
    version: row.version,
    author: await personName(db, row.author_id),
    reviewers: reviewers.map((reviewer) => ({
      id: reviewer.id,
      name: `${reviewer.first_name} ${reviewer.last_name}`.trim(),
      approved: approvedBy.has(reviewer.id),
      active: active.has(reviewer.id),
    })),
    required_approvals: row.required_approvals,
    approvals: approvedBy.size,
    approved_revision: row.approved_revision,
    published_revision: row.published_revision,
    publish_at: row.publish_at,
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    can_edit: (rights.isAuthor || rights.isAdmin) && state !== 'archived',
    can_review: reviewable && (rights.isReviewer || rights.isAdmin) && !rights.isAuthor,
    can_publish: state === 'approved' && (rights.isAuthor || rights.isEditor),
  };
}
