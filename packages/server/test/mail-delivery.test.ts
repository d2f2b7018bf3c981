import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { type SmtpStandIn, startSmtpStandIn } from './support/smtp-stand-in';

const MESSAGE = { to: 'ada@example.com', subject: 'Hello', text: 'A message for Ada.' };

describe('mail delivery over SMTP: time limits and retries', () => {
  let relay: SmtpStandIn;
  let mailer: Mailer;

  beforeAll(async () => {
    relay = await startSmtpStandIn();
    mailer = createMailer({
      smtpUrl: relay.url,
      from: 'AI Lab <no-reply@ailab.localhost>',
      dataDir: '/nonexistent',
      log: pino({ level: 'silent' }),
      timeouts: { connectMs: 1000, greetingMs: 300, socketMs: 1000 },
      retry: { attempts: 3, baseDelayMs: 50, maxDelayMs: 200, maxRetryAfterMs: 0 },
    });
  });
  afterAll(async () => {
    mailer?.close();
    await relay?.close();
  });

  it('delivers on a healthy relay in one connection', async () => {
    const before = relay.connections;
    await mailer.send(MESSAGE);
    expect(relay.connections - before).toBe(1);
    expect(relay.messages.at(-1)).toContain('A message for Ada.');
  });

  it('retries a busy (421) and a silent relay with back-off, then delivers', async () => {
    const before = { connections: relay.connections, messages: relay.messages.length };
    relay.next.push('busy', 'silent');
    await mailer.send(MESSAGE);
    expect(relay.connections - before.connections).toBe(3);
    expect(relay.messages.length - before.messages).toBe(1);
  });

  it('gives up after its tries when the relay stays silent, within the time limits', async () => {
    relay.next.push('silent', 'silent', 'silent');
    const started = Date.now();
    await expect(mailer.send(MESSAGE)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('does not retry a permanent refusal (550)', async () => {
    const before = relay.connections;
    relay.next.push('refuse-recipient');
    await expect(mailer.send(MESSAGE)).rejects.toMatchObject({ responseCode: 550 });
    expect(relay.connections - before).toBe(1);
  });
});
