import type { HomeTasks } from '@ailab/core/contract/notifications/home-tasks.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../identity/bearer-tokens';
import { pendingReviewsFor } from '../applications/applications.port';
import { pendingInvitationsFor, supervisedStalledCounts } from '../institutes/institutes.port';

/** How many pending reviews the home lists by name (the total is always given). */
const REVIEWS_LISTED = 5;

/** The caller's own pending work for the home: every read is keyed by the caller's id or e-mail. */
export async function homeTasksFor(ctx: AppContext, caller: Caller, t: TFunction): Promise<HomeTasks> {
  const reviews = await pendingReviewsFor(ctx.db, caller.user.id, REVIEWS_LISTED);
  return {
    reviews_total: reviews.total,
    reviews: reviews.items,
    invitations: await pendingInvitationsFor(ctx, caller.user.email),
    stalled: await supervisedStalledCounts(ctx, caller, t),
  };
}
