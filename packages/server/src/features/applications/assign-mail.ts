import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../jobs/mail-job';
import { publicUrl } from '../../mail/send-template';

/**
 * Promises, in the assignment's transaction, one email telling a reviewer how many applications of a
 * programme were just given to them (never who applied: the screening phase may be blind). `key` names
 * the assignment run, so a retried job sends it once.
 */
export async function enqueueAssignedMail(
  trx: Kysely<Database>,
  ctx: AppContext,
  input: {
    reviewer: { id: string; email: string; name: string; language: string };
    programme: string;
    count: number;
    key: string;
  },
): Promise<void> {
  const t = ctx.i18n.getFixedT(input.reviewer.language);
  const params = {
    name: input.reviewer.name,
    programme: input.programme,
    count: input.count,
    link: `${publicUrl(ctx)}/admin/application-management`,
  };
  await enqueueMail(
    trx,
    ctx,
    {
      to: input.reviewer.email,
      subject: t('applications:email.assigned.subject', params),
      text: t('applications:email.assigned.body', params),
    },
    `application:assigned:${input.key}:${input.reviewer.id}`,
  );
}
