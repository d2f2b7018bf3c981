import type { ReviewQueueRequest } from '@ailab/core/contract/applications/review.schemas';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { parseStringList } from '../../db/json-list';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { prefixMatch } from '../../db/prefix-match';
import type { Caller } from '../../identity/bearer-tokens';
import { isBlindFor } from './review-visibility';

type QueueBody = z.output<typeof ReviewQueueRequest>;

/**
 * The review queue on the shared list pattern. Drafts are the applicant's own and never listed. In a
 * screening programme a reviewer gets no name or email, and a search or a name sort cannot reach them:
 * search and `name` sort use the venture's title, never the person.
 */
export async function reviewQueue(ctx: AppContext, caller: Caller, body: QueueBody) {
  const me = caller.user.id;
  let query = ctx.db
    .selectFrom('applications')
    .innerJoin('application_programmes as p', 'p.id', 'applications.programme_id')
    .where('applications.state', '!=', 'draft');
  if (body.programme) query = query.where('p.slug', '=', body.programme);
  if (body.state) query = query.where('applications.state', '=', body.state);
  if (body.tag) {
    const tag = JSON.stringify(body.tag);
    query = query.where(
      sql<boolean>`${sql.ref('applications.tags')} like ${`%${tag.replace(/[%_\\]/g, '\\$&')}%`} escape '\\'`,
    );
  }
  if (body.reviewer) {
    const reviewer = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.reviewer)
      .executeTakeFirst();
    query = query.where(
      'applications.id',
      'in',
      ctx.db
        .selectFrom('application_reviewers')
        .select('application_id')
        .where('reviewer_id', '=', reviewer?.id ?? ''),
    );
  }
  if (body.min_score !== undefined) query = query.where('applications.score', '>=', body.min_score);
  if (body.max_score !== undefined) query = query.where('applications.score', '<=', body.max_score);
  if (body.needs_my_review)
    query = query
      .where(
        'applications.id',
        'in',
        ctx.db.selectFrom('application_reviewers').select('application_id').where('reviewer_id', '=', me),
      )
      .where(
        'applications.id',
        'not in',
        ctx.db.selectFrom('application_reviews').select('application_id').where('reviewer_id', '=', me),
      );
  if (body.query) query = query.where(prefixMatch(ctx.dialect, 'applications.title', body.query));
  // The count reads only the filters; the page adds its columns (and their per-row subqueries) to 20 rows.
  const countQuery = query.select('applications.id');
  const pageQuery = query.select([
    'applications.id',
    'applications.state',
    'applications.title',
    'applications.name',
    'applications.email',
    'applications.tags',
    'applications.score',
    'applications.reviews_count',
    'applications.submitted_at',
    'p.slug as programme_slug',
    'p.title as programme_title',
    'p.phase as programme_phase',
    'p.reviews_wanted',
    (eb) =>
      eb
        .exists(
          eb
            .selectFrom('application_reviewers as ar')
            .select('ar.reviewer_id')
            .whereRef('ar.application_id', '=', 'applications.id')
            .where('ar.reviewer_id', '=', me),
        )
        .as('assigned_to_me'),
    (eb) =>
      eb
        .exists(
          eb
            .selectFrom('application_reviews as rv')
            .select('rv.reviewer_id')
            .whereRef('rv.application_id', '=', 'applications.id')
            .where('rv.reviewer_id', '=', me),
        )
        .as('reviewed_by_me'),
  ]);
  const sort = keysetSort(
    'admin.applications',
    body.sort,
    '-submitted_at',
    {
      submitted_at: { expression: 'applications.submitted_at', nullable: true },
      score: { expression: 'applications.score', nullable: true },
      name: { expression: sql`lower(applications.title)` },
    },
    'applications.id',
  );
  const page = await keysetPage(ctx.db, pageQuery, {
    sort,
    cursor: body.cursor,
    limit: body.limit,
    countQuery,
  });
  return {
    ...page,
    items: page.items.map((row) => {
      const blind = isBlindFor(caller, row.programme_phase);
      return {
        id: row.id,
        programme: { slug: row.programme_slug, title: row.programme_title, phase: row.programme_phase },
        state: row.state as 'submitted',
        title: row.title,
        applicant_name: blind ? null : row.name,
        applicant_email: blind ? null : row.email,
        tags: parseStringList(row.tags),
        // Other reviewers' scores stay hidden in screening until one's own review is in.
        score: row.score === null || (blind && !row.reviewed_by_me) ? null : Number(row.score),
        reviews_count: Number(row.reviews_count),
        reviews_wanted: Number(row.reviews_wanted),
        assigned_to_me: Boolean(row.assigned_to_me),
        reviewed_by_me: Boolean(row.reviewed_by_me),
        submitted_at: row.submitted_at,
      };
    }),
  };
}
