import { randomUUID } from 'node:crypto';
import { issueToken } from '../../src/identity/bearer-tokens';
import { newUserRow } from '../../src/identity/new-user-row';
import { grantRoles } from '../../src/identity/user-roles.repository';
import { insertUser } from '../../src/identity/users.repository';
import type { TestServer } from '../../src/testing/start-test-server';
import { call } from './http';

/** A person made straight in the database, with a session token. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/** Makes a verified user holding `roles`, signed in. */
export async function makePerson(server: TestServer, roles: number[], prefix = 'p'): Promise<Person> {
  const ctx = server.server.ctx;
  const now = new Date().toISOString();
  const id = randomUUID();
  const email = `${prefix}-${id.slice(0, 8)}@example.com`;
  await insertUser(
    ctx.db,
    newUserRow(now, {
      id,
      email,
      first_name: prefix,
      last_name: 'Tester',
      user_name: `${prefix}_${id.slice(0, 8)}`,
      role_label: 'member',
      email_verified: 1,
    }),
  );
  await grantRoles(ctx.db, id, roles, now);
  const issued = await issueToken(ctx, id, { kind: 'session', name: 'test', days: 30 });
  return { id, email, token: issued.secret };
}

/** Creates a startup as `owner`; answers the wire startup. */
export async function addStartup(server: TestServer, owner: Person, fields: Record<string, unknown> = {}) {
  const answer = await call(
    server.url,
    '/v1/api/user_business/add',
    {
      name: `Test startup ${randomUUID().slice(0, 6)}`,
      one_liner: 'We test things.',
      stage: 'seed',
      industries: ['fintech'],
      country: 'MX',
      ...fields,
    },
    { token: owner.token },
  );
  if (answer.status !== 200) throw new Error(`user_business/add failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** The invitation token in the latest invitation email to an address. */
export async function invitationToken(server: TestServer, email: string): Promise<string> {
  await server.server.jobs.idle();
  const mails = await server.readOutbox(email);
  const text = mails.at(-1)?.text ?? '';
  const token = /invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}
