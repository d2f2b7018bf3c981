import type { AppContext } from '../app-context';
import { reserveRecipientMail } from './recipient-limit';

/** Email templates in the `email` locale namespace. */
export type EmailTemplate = 'verify' | 'alreadyRegistered' | 'reset' | 'magic' | 'invite' | 'adminReset';

/** Templates anyone can have sent to any address without signing in: limited per recipient. */
const PUBLIC_TEMPLATES: ReadonlySet<EmailTemplate> = new Set([
  'verify',
  'alreadyRegistered',
  'reset',
  'magic',
]);

/** Sends a translated template email in the recipient's language. */
export async function sendTemplate(
  ctx: AppContext,
  to: string,
  template: EmailTemplate,
  language: string,
  params: Record<string, string | number>,
): Promise<void> {
  if (PUBLIC_TEMPLATES.has(template) && !(await reserveRecipientMail(ctx, to))) return;
  const t = ctx.i18n.getFixedT(language);
  await ctx.mailer.send({
    to,
    subject: t(`email:${template}.subject`, params),
    text: t(`email:${template}.body`, params),
  });
}

/** The public base URL for links in emails. */
export function publicUrl(ctx: AppContext): string {
  return (ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`).replace(/\/+$/, '');
}
