import { randomUUID } from 'node:crypto';
import type {
  ResearchCreateBody,
  ResearchListBody,
  ResearchManage,
  ResearchState,
} from '@ailab/core/contract/research/research.schemas';
import { slugFromText } from '@ailab/core/research/research-states';
import type { TFunction } from 'i18next';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import type { Database } from '../../db/schema';
import { insertOrConflict } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findIndustriesBySlugs } from './research.port';
import { isAdmin, mayReview } from './research-access';
import type { RevisionContent } from './research-content';
import { type ItemRow, itemView, revisionContent, visibleItem } from './research-view';

type EditBody = Extract<ResearchManage, { action: 'edit' }>;

function slugify(title: string): string {
  const base = slugFromText(title, 60);
  return base.length >= 2 ? base : `report-${randomUUID().slice(0, 8)}`;
}

/** Refuses industry slugs the catalogue does not hold, naming the field. */
export async function checkIndustries(
  db: Kysely<Database>,
  slugs: readonly string[],
  t: TFunction,
): Promise<void> {
  const known = new Set((await findIndustriesBySlugs(db, slugs)).map((industry) => industry.slug));
  const unknown = slugs.filter((slug) => !known.has(slug));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'industries',
          code: 'unknown_industry',
          message: t('research:errors.unknownIndustry', { slugs: unknown.join(', ') }),
        },
      ],
    });
}

export async function insertRevision(
  db: Kysely<Database>,
  researchId: string,
  number: number,
  authorId: string,
  content: RevisionContent,
  at: string,
): Promise<void> {
  await db
    .insertInto('research_revisions')
    .values({
      research_id: researchId,
      number,
      author_id: authorId,
      content: JSON.stringify(content),
      created_at: at,
    })
    .execute();
}

/** Starts a draft: the item and its revision 1. The slug is unique (409 naming it). */
export async function createResearch(
  ctx: AppContext,
  caller: Caller,
  body: z.infer<typeof ResearchCreateBody>,
  t: TFunction,
) {
  const content: RevisionContent = {
    title: body.title,
    summary: body.summary ?? '',
    sections: body.sections ?? [],
    industries: [...new Set(body.industries ?? [])],
    tags: [...new Set(body.tags ?? [])],
    sources: body.sources ?? [],
  };
  await checkIndustries(ctx.db, content.industries, t);
  const id = randomUUID();
  const at = ctx.now().toISOString();
  const slug = body.slug ?? `${slugify(body.title)}-${id.slice(0, 6)}`;
  await insertOrConflict(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('research_items')
          .values({
            id,
            slug,
            author_id: caller.user.id,
            state: 'draft',
            version: 1,
            required_approvals: 1,
            approved_revision: null,
            published_revision: null,
            publish_at: null,
            published_at: null,
            cover_path: null,
            cover_media_id: null,
            pub_title: '',
            pub_summary: '',
            pub_body: '',
            created_at: at,
            updated_at: at,
          })
          .execute();
        await insertRevision(trx, id, 1, caller.user.id, content, at);
      }),
    'slug',
    t,
  );
  return getResearchItem(ctx, caller, { id });
}

/** The state an edit leaves: a reviewed or published item needs review again for the new revision. */
function stateAfterEdit(state: ResearchState): ResearchState {
  if (state === 'approved') return 'in_review';
  if (state === 'published' || state === 'scheduled') return 'draft';
  return state;
}

/**
 * Saves a new revision when the item is still at the version the edit started from. The check and
 * the bump are one conditional UPDATE, so of two saves from the same version exactly one wins; the
 * other answers 409 naming the newer version (the client reloads it; nothing is overwritten).
 */
export async function editResearch(ctx: AppContext, caller: Caller, body: EditBody, t: TFunction) {
  const { row, rights } = await visibleItem(ctx.db, caller, { id: body.id });
  if (!rights.isAuthor && !rights.isAdmin) throw new AppError('FORBIDDEN');
  if (row.state === 'archived') throw new AppError('CONFLICT', { messageKey: 'research:errors.archived' });
  if (body.industries) await checkIndustries(ctx.db, body.industries, t);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const current = await revisionContent(trx, row.id, body.version).catch(() => undefined);
    const bumped = await trx
      .updateTable('research_items')
      .set({
        version: body.version + 1,
        state: stateAfterEdit(row.state as ResearchState),
        publish_at: row.state === 'scheduled' ? null : row.publish_at,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('version', '=', body.version)
      .where('state', '<>', 'archived')
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) !== 1 || !current) {
      const latest = await trx
        .selectFrom('research_items')
        .select('version')
        .where('id', '=', row.id)
        .executeTakeFirst();
      throw new AppError('CONFLICT', {
        messageKey: 'research:errors.stale',
        params: { version: latest?.version ?? row.version },
        fields: [
          {
            field: 'version',
            code: 'stale',
            message: t('research:errors.stale', { version: latest?.version ?? row.version }),
          },
        ],
      });
    }
    const content: RevisionContent = {
      title: body.title ?? current.title,
      summary: body.summary ?? current.summary,
      sections: body.sections ?? current.sections,
      industries: body.industries ? [...new Set(body.industries)] : current.industries,
      tags: body.tags ? [...new Set(body.tags)] : current.tags,
      sources: body.sources ?? current.sources,
    };
    await insertRevision(trx, row.id, body.version + 1, caller.user.id, content, at);
  });
  return getResearchItem(ctx, caller, { id: row.id });
}

/** One item as its author, reviewers and administrators see it. */
export async function getResearchItem(ctx: AppContext, caller: Caller, ref: { id?: string; slug?: string }) {
  const { row, rights } = await visibleItem(ctx.db, caller, ref);
  return itemView(ctx.db, row, rights);
}

/** The item with its review comments, newest last. */
export async function getResearch(ctx: AppContext, caller: Caller, ref: { id?: string; slug?: string }) {
  if (!ref.id && !ref.slug) throw new AppError('NOT_FOUND');
  const { row, rights } = await visibleItem(ctx.db, caller, ref);
  return {
    item: await itemView(ctx.db, row, rights),
    comments: await commentsOf(ctx.db, row),
  };
}

export async function commentsOf(db: Kysely<Database>, row: ItemRow) {
  const rows = await db
    .selectFrom('research_comments')
    .innerJoin('users', 'users.id', 'research_comments.author_id')
    .select([
      'research_comments.id',
      'research_comments.revision',
      'research_comments.section_key',
      'research_comments.kind',
      'research_comments.body',
      'research_comments.created_at',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
    ])
    .where('research_comments.research_id', '=', row.id)
    .orderBy('research_comments.created_at')
    .orderBy('research_comments.id')
    .execute();
  return rows.map((comment) => ({
    id: comment.id,
    revision: comment.revision,
    section_key: comment.section_key,
    kind: comment.kind as 'comment' | 'approve' | 'request_changes',
    body: comment.body,
    author: { id: comment.user_id, name: `${comment.first_name} ${comment.last_name}`.trim() },
    created_at: comment.created_at,
  }));
}

/** The caller's research (`mine`), what they review (`review`), or everything (`all`, administrators). */
export async function listResearch(ctx: AppContext, caller: Caller, body: z.infer<typeof ResearchListBody>) {
  const sort = keysetSort(
    'research.items',
    body.sort,
    '-updated_at',
    { updated_at: 'research_items.updated_at', title: 'research_items.slug' },
    'research_items.id',
  );
  let query = ctx.db
    .selectFrom('research_items')
    .innerJoin('users', 'users.id', 'research_items.author_id')
    .innerJoin('research_revisions', (join) =>
      join
        .onRef('research_revisions.research_id', '=', 'research_items.id')
        .onRef('research_revisions.number', '=', 'research_items.version'),
    )
    .select([
      'research_items.id as id',
      'research_items.slug as slug',
      'research_items.state as state',
      'research_items.version as version',
      'research_items.updated_at as updated_at',
      'research_items.publish_at as publish_at',
      'research_items.published_at as published_at',
      'research_items.author_id as author_id',
      'research_revisions.content as content',
      'users.first_name as first_name',
      'users.last_name as last_name',
    ]);
  if (body.scope === 'mine') query = query.where('research_items.author_id', '=', caller.user.id);
  else if (body.scope === 'review') {
    // Assignments grant nothing once the caller is no longer an editor (the same rule as `rightsOn`).
    if (!(await mayReview(ctx.db, caller))) query = query.where(sql<boolean>`1 = 0`);
    query = query.where(
      'research_items.id',
      'in',
      ctx.db.selectFrom('research_reviewers').select('research_id').where('user_id', '=', caller.user.id),
    );
  } else if (!isAdmin(caller)) throw new AppError('FORBIDDEN');
  if (body.state) query = query.where('research_items.state', '=', body.state);
  if (body.query)
    query = query.where(
      'research_items.slug',
      'like',
      `%${body.query.toLowerCase().replace(/[%_\\]/g, '')}%`,
    );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: (JSON.parse(row.content) as { title?: string }).title ?? row.slug,
      state: row.state as ResearchState,
      version: row.version,
      author: { id: row.author_id, name: `${row.first_name} ${row.last_name}`.trim() },
      updated_at: row.updated_at,
      publish_at: row.publish_at,
      published_at: row.published_at,
    })),
  };
}
