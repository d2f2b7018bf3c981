import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../jobs/mail-job';
import { publicUrl } from '../../mail/send-template';

/**
 * Promises the invitation email in the transaction that issued `token`: the link carries the
 * token (stored only as its hash), the text is in the invitee's language.
 */
export async function enqueueInvitationMail(
  trx: Kysely<Database>,
  ctx: AppContext,
  input: {
    invitationId: string;
    tokenHash: string;
    token: string;
    email: string;
    language: string;
    instituteName: string;
    teamNames: readonly string[];
    expiresAt: string;
  },
): Promise<void> {
  const t = ctx.i18n.getFixedT(input.language);
  const scope = input.teamNames.length
    ? t('institutes:email.invite.teams', { teams: input.teamNames.join(', ') })
    : t('institutes:email.invite.wholeInstitute');
  const params = {
    institute: input.instituteName,
    scope,
    link: `${publicUrl(ctx)}/institute-invitation?token=${encodeURIComponent(input.token)}`,
    expires: input.expiresAt.slice(0, 10),
  };
  await enqueueMail(
    trx,
    ctx,
    {
      to: input.email,
      subject: t('institutes:email.invite.subject', params),
      text: t('institutes:email.invite.body', params),
    },
    `institute-invite:${input.invitationId}:${input.tokenHash.slice(0, 16)}`,
  );
}
