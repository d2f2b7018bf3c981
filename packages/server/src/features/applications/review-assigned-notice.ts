import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { mailWanted } from '../../notifications/mail-wanted';
import { notify } from '../../notifications/notify';
import { reviewLink } from './applications.port';
import { enqueueAssignedMail } from './assign-mail';

/**
 * Tells a reviewer, in the assignment's transaction, of the applications just given to them: one
 * `review.assigned` notification per application, linking to it, and one e-mail for the run unless
 * they turned that kind's e-mail off. `key` names the run, so a retried job sends the e-mail once.
 */
export async function noticeReviewAssigned(
  trx: Kysely<Database>,
  ctx: AppContext,
  input: {
    reviewer: { id: string; email: string; name: string; language: string };
    programme: string;
    applications: readonly { id: string; title: string }[];
    key: string;
    at: Date;
  },
): Promise<void> {
  if (input.applications.length === 0) return;
  await notify(
    trx,
    input.applications.map((application) => ({
      userId: input.reviewer.id,
      kind: 'review.assigned' as const,
      params: { programme: input.programme, application: application.title },
      link: reviewLink(application.id),
      at: input.at,
    })),
  );
  if (await mailWanted(trx, input.reviewer.id, 'review.assigned'))
    await enqueueAssignedMail(trx, ctx, {
      reviewer: input.reviewer,
      programme: input.programme,
      count: input.applications.length,
      key: input.key,
    });
}
