import { ASSIGNABLE_STATES } from '@ailab/core/contract/applications/assign.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An application waiting for one reviewer's review, as the home lists it. */
export interface PendingReview {
  id: string;
  title: string;
  programme_title: string;
}

function pendingReviewsQuery(db: Kysely<Database>, reviewerId: string) {
  return db
    .selectFrom('application_reviewers as r')
    .innerJoin('applications as a', 'a.id', 'r.application_id')
    .innerJoin('application_programmes as p', 'p.id', 'a.programme_id')
    .where('r.reviewer_id', '=', reviewerId)
    .where('a.state', 'in', [...ASSIGNABLE_STATES])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('application_reviews as v')
            .select('v.application_id')
            .whereRef('v.application_id', '=', 'a.id')
            .where('v.reviewer_id', '=', reviewerId),
        ),
      ),
    );
}

/**
 * The applications assigned to `reviewerId` that still take reviews and that they have not reviewed:
 * how many in all, and the first `limit` by title.
 */
export async function pendingReviewsFor(
  db: Kysely<Database>,
  reviewerId: string,
  limit: number,
): Promise<{ total: number; items: PendingReview[] }> {
  const count = await pendingReviewsQuery(db, reviewerId)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  const items = await pendingReviewsQuery(db, reviewerId)
    .select(['a.id as id', 'a.title as title', 'p.title as programme_title'])
    .orderBy('a.title')
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return { total: Number(count?.count ?? 0), items };
}

/** The app path of one application in the review queue (the web opens its review panel). */
export function reviewLink(applicationId: string): string {
  return `/ailab/application-management?application=${encodeURIComponent(applicationId)}`;
}
