import type { AppContext } from '../app-context';
import type { MailMessage } from './mailer';

/** Email templates in the `email` locale namespace. */
export type EmailTemplate = 'verify' | 'alreadyRegistered' | 'reset' | 'magic' | 'invite' | 'adminReset';

/** A translated template email in the recipient's language. */
export function templateMessage(
  ctx: AppContext,
  to: string,
  template: EmailTemplate,
  language: string,
  params: Record<string, string | number>,
): MailMessage {
  const t = ctx.i18n.getFixedT(language);
  return { to, subject: t(`email:${template}.subject`, params), text: t(`email:${template}.body`, params) };
}

/** The public base URL for links in emails. */
export function publicUrl(ctx: AppContext): string {
  return (ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`).replace(/\/+$/, '');
}
