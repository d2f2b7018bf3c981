import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { RetryPolicy } from '../outbound/retry-policy';
import {
  DEFAULT_SMTP_RETRY,
  DEFAULT_SMTP_TIMEOUTS,
  deliverWithRetries,
  type SmtpTimeouts,
  smtpUrlWithTimeouts,
} from './smtp-delivery';

/** One email to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message, e.g. an event's `.ics`. */
  attachments?: MailAttachment[];
  /** The Message-ID header; a job's resend after a crash carries the same one (`jobs/mail-job.ts`). */
  messageId?: string;
}

/** A file attached to an email. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** Sends email: over SMTP when configured, otherwise into the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Creates the mailer. Without `smtpUrl`, each message is written as
 * nodemailer's JSON to `<dataDir>/outbox/<time>-<id>.json` and a log line says where.
 * Over SMTP, each delivery has time limits and is retried with back-off when the
 * relay is unreachable, silent or answers a temporary (4xx) refusal.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  timeouts?: SmtpTimeouts;
  retry?: RetryPolicy;
}): Mailer {
  if (options.smtpUrl) {
    const timeouts = options.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
    const transport = nodemailer.createTransport(smtpUrlWithTimeouts(options.smtpUrl, timeouts));
    return {
      async send(message) {
        await deliverWithRetries(
          () => transport.sendMail({ from: options.from, ...message }),
          options.retry ?? DEFAULT_SMTP_RETRY,
        );
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const outbox = join(options.dataDir, 'outbox');
  // Files sort in the order they were written, also within one millisecond (the job runner sends quickly).
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence % 1e6).padStart(6, '0')}-${randomUUID().slice(0, 8)}.json`,
      );
      await writeFile(file, String(info.message), { mode: 0o600 });
      options.log.info({ to: message.to, file }, 'email written to outbox (set SMTP_URL to send real email)');
    },
    close: () => transport.close(),
  };
}
