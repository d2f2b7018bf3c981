import type { AppContext } from '../../../app-context';

/** The scheduled job that deletes abandoned maturity drafts. */
export const MATURITY_DRAFT_CLEANUP_JOB = 'research.maturity-draft-cleanup';

/**
 * A draft nobody has saved progress on for this many days is abandoned: its private link is all that
 * ever reached it, and a visitor resuming after a month starts again. Submitted assessments are kept.
 */
export const ABANDONED_DRAFT_DAYS = 30;

/** Deletes drafts last saved more than {@link ABANDONED_DRAFT_DAYS} ago; answers how many went. Safe to repeat. */
export async function deleteAbandonedDrafts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ABANDONED_DRAFT_DAYS * 24 * 60 * 60_000).toISOString();
  const deleted = await ctx.db
    .deleteFrom('maturity_assessments')
    .where('state', '=', 'draft')
    .where('updated_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
