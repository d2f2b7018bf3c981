import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

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
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
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
