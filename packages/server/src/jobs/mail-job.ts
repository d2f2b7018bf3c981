import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { reserveRecipientMail } from '../mail/recipient-limit';
import { enqueueJob, enqueueJobs } from './enqueue-job';
import type { JobHandler } from './job-handler';

/** The job kind that sends one rendered email. */
export const MAIL_JOB = 'mail.send';

const MailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() }))
    .optional(),
});

/**
 * Promises an email in the transaction `trx` of the change it reports: it is
 * sent after the commit, by the job runner, with retries; a second enqueue of
 * the same `idempotencyKey` (e.g. `invite:<userId>:<codeId>`) is a no-op.
 * The message is rendered now, in the recipient's language. Answers whether it was promised now
 * (false: the key was already taken).
 */
export async function enqueueMail(
  trx: Kysely<Database>,
  ctx: AppContext,
  message: MailMessage,
  idempotencyKey: string,
): Promise<boolean> {
  return enqueueJob(trx, { kind: MAIL_JOB, payload: message, idempotencyKey, at: ctx.now() });
}

/** {@link enqueueMail} for many emails of one change at once, each under its own idempotency key. */
export async function enqueueMails(
  trx: Kysely<Database>,
  ctx: AppContext,
  mails: readonly { message: MailMessage; idempotencyKey: string }[],
): Promise<void> {
  const at = ctx.now();
  await enqueueJobs(
    trx,
    mails.map((mail) => ({ kind: MAIL_JOB, payload: mail.message, idempotencyKey: mail.idempotencyKey, at })),
  );
}

/**
 * `enqueueMail` for mail that anyone can have sent to any address without signing in (sign-up
 * and sign-in codes, resets, "already registered"): past the address's hourly allowance
 * (`reserveRecipientMail`, taken in `trx`) nothing is promised, and the caller answers as usual,
 * so the limit neither floods an inbox nor tells whether the address has an account.
 */
export async function enqueuePublicMail(
  trx: Kysely<Database>,
  ctx: AppContext,
  message: MailMessage,
  idempotencyKey: string,
): Promise<void> {
  if (!(await reserveRecipientMail({ ...ctx, db: trx }, message.to))) return;
  await enqueueMail(trx, ctx, message, idempotencyKey);
}

/**
 * A Message-ID made from the job's key: if the process dies after the mail
 * server accepted the message and before the job was marked done, the retry
 * sends the same message again under the same Message-ID, which receivers that
 * de-duplicate by Message-ID show once.
 */
export function messageIdFor(ctx: AppContext, idempotencyKey: string): string {
  const host = new URL(ctx.config.publicUrl ?? 'http://ailab.localhost').hostname || 'ailab.localhost';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${host}>`;
}

/** Sends the email of a `mail.send` job through the mailer. */
export const sendMailJob: JobHandler = async (ctx, payload, job) => {
  const message = MailPayload.parse(payload);
  await ctx.mailer.send({ ...message, messageId: messageIdFor(ctx, job.idempotency_key) });
};
