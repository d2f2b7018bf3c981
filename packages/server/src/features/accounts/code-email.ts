import type { AppContext } from '../../app-context';
import { enqueuePublicMail } from '../../jobs/mail-job';
import { publicUrl, templateMessage } from '../../mail/send-template';
import { issueCode } from './codes.service';

/**
 * Issues an emailed code with a link (`magic` sign-in, password `reset`) and promises its email
 * in the same transaction; the job runner sends it, once (`<purpose>:<userId>:<codeId>`).
 * `linkPath` ends where the link token goes, e.g. `/magic-login?token=`.
 */
export async function promiseCodeEmail(
  ctx: AppContext,
  user: { id: string; email: string; language: string },
  purpose: 'magic' | 'reset',
  linkPath: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const issued = await issueCode({ ...ctx, db: trx }, user.id, purpose, true);
    const message = templateMessage(ctx, user.email, purpose, user.language, {
      code: issued.code,
      minutes: ctx.config.limits.codeMinutes,
      link: `${publicUrl(ctx)}${linkPath}${issued.linkToken ?? ''}`,
    });
    await enqueuePublicMail(trx, ctx, message, `${purpose}:${user.id}:${issued.id}`);
  });
}
