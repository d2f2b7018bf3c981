import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { issueToken } from '../../src/identity/bearer-tokens';
import { newUserRow } from '../../src/identity/new-user-row';
import { grantRoles } from '../../src/identity/user-roles.repository';
import { insertUser } from '../../src/identity/users.repository';
import type { TestServer } from '../../src/testing/start-test-server';
import { startTestServer } from '../../src/testing/start-test-server';
import { call, signIn } from './http';

/** A test server per dialect for a describe block, with the demo administrator signed in. */
export function useEventServer(dialect: 'sqlite' | 'postgres'): {
  readonly server: TestServer;
  readonly admin: string;
} {
  let server: TestServer | undefined;
  let admin = '';
  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: true });
    admin = await signIn(server.url, 'staff@example.com');
  });
  afterAll(() => server?.close());
  return {
    get server() {
      if (!server) throw new Error('the test server has not started');
      return server;
    },
    get admin() {
      return admin;
    },
  };
}

/** An ISO instant some hours from now. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

/** Creates (and by default publishes) an event as the given administrator; returns its id and slug. */
export async function createEvent(
  server: TestServer,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; slug: string; online_url: string | null }> {
  const answer = await call(
    server.url,
    '/v2/api/admin/event/add',
    {
      title: `Test event ${randomUUID().slice(0, 8)}`,
      description: 'A **test** event.',
      kind: 'talk',
      starts_at: hoursFromNow(72),
      ends_at: hoursFromNow(74),
      time_zone: 'Europe/Madrid',
      venue: 'Main hall',
      capacity: 10,
      state: 'published',
      ...fields,
    },
    { token },
  );
  if (answer.status !== 200) throw new Error(`event/add failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

/**
 * Makes `count` verified members straight in the database, each with a
 * session token, for tests that need many distinct people at once.
 */
export async function makeMembers(
  server: TestServer,
  count: number,
  prefix = 'm',
): Promise<{ email: string; token: string }[]> {
  const ctx = server.server.ctx;
  const now = new Date().toISOString();
  const members: { email: string; token: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const email = `${prefix}${i}-${id.slice(0, 6)}@example.com`;
    await insertUser(
      ctx.db,
      newUserRow(now, {
        id,
        email,
        first_name: 'Member',
        last_name: String(i),
        user_name: `${prefix}${i}_${id.slice(0, 6)}`,
        role_label: 'member',
        email_verified: 1,
      }),
    );
    await grantRoles(ctx.db, id, [8], now);
    const issued = await issueToken(ctx, id, { kind: 'session', name: 'test', days: 1 });
    members.push({ email, token: issued.secret });
  }
  return members;
}

/** An email as the outbox stores it, with its attachments. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Every email to an address, oldest first, with attachments decoded. */
export async function mailsTo(server: TestServer, to: string): Promise<StoredMail[]> {
  // Event emails are jobs sent after the commit; work the due ones first.
  await server.server.jobs.idle();
  const folder = join(server.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  const mails: StoredMail[] = [];
  for (const file of files) {
    const raw = JSON.parse(await readFile(join(folder, file), 'utf8')) as {
      to?: { address?: string }[];
      subject?: string;
      text?: string;
      attachments?: { filename: string; contentType: string; content: string; encoding?: string }[];
    };
    const address = (raw.to ?? []).map((item) => item.address ?? '').join(',');
    if (address.toLowerCase() !== to.toLowerCase()) continue;
    mails.push({
      to: address,
      subject: raw.subject ?? '',
      text: raw.text ?? '',
      attachments: (raw.attachments ?? []).map((item) => ({
        filename: item.filename,
        contentType: item.contentType,
        content:
          item.encoding === 'base64' ? Buffer.from(item.content, 'base64').toString('utf8') : item.content,
      })),
    });
  }
  return mails;
}

/** The token of the newest `/events/<kind>?token=` link in the mail to an address. */
export async function linkToken(server: TestServer, to: string, kind: 'confirm' | 'cancel'): Promise<string> {
  const mails = await mailsTo(server, to);
  for (const mail of mails.reverse()) {
    const match = new RegExp(`/events/${kind}\\?token=(\\S+)`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`No ${kind} link in the mail to ${to}`);
}
