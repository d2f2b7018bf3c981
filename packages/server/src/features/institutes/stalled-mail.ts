import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../jobs/mail-job';
import { publicUrl } from '../../mail/send-template';

/**
 * Promises one "you have stalled" email in `trx`, in the learner's language, under `key` (one per
 * learner, institute and day); answers false when that key was already promised.
 */
export function enqueueStalledMail(
  trx: Kysely<Database>,
  ctx: AppContext,
  input: {
    key: string;
    to: string;
    name: string;
    language: string;
    instituteName: string;
    courseTitles: readonly string[];
    days: number;
  },
): Promise<boolean> {
  const t = ctx.i18n.getFixedT(input.language);
  const params = {
    name: input.name,
    institute: input.instituteName,
    courses: input.courseTitles.join(', '),
    count: input.days,
    link: `${publicUrl(ctx)}/ailab/my-education/mylearning`,
  };
  return enqueueMail(
    trx,
    ctx,
    {
      to: input.to,
      subject: t('institutes:email.stalled.subject', params),
      text: t('institutes:email.stalled.body', params),
    },
    input.key,
  );
}
