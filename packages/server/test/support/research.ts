import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { issueToken } from '../../src/identity/bearer-tokens';
import { newUserRow } from '../../src/identity/new-user-row';
import { grantRoles } from '../../src/identity/user-roles.repository';
import { insertUser } from '../../src/identity/users.repository';
import { startTestServer, type TestServer } from '../../src/testing/start-test-server';
import { call, signIn } from './http';

/** The people of the research authorization matrix, each with a session token ('' for anonymous). */
export interface ResearchPeople {
  anonymous: string;
  noRole: string;
  author: string;
  otherAuthor: string;
  reviewer: string;
  startup: string;
  learner: string;
  admin: string;
}

/** A member holding exactly `roles` (none: a member without a role), straight in the database, with a session token. */
export async function memberWithRoles(server: TestServer, roles: readonly number[]): Promise<string> {
  return (await newMember(server, roles)).token;
}

/** Like `memberWithRoles`, also answering the member's id and email. */
export async function newMember(
  server: TestServer,
  roles: readonly number[],
): Promise<{ id: string; email: string; token: string }> {
  const ctx = server.server.ctx;
  const id = randomUUID();
  const at = new Date().toISOString();
  await insertUser(
    ctx.db,
    newUserRow(at, {
      id,
      email: `member-${id.slice(0, 6)}@example.com`,
      first_name: 'Plain',
      last_name: 'Member',
      user_name: `member_${id.slice(0, 6)}`,
      role_label: 'member',
      email_verified: 1,
    }),
  );
  if (roles.length > 0) await grantRoles(ctx.db, id, roles, at);
  const token = (await issueToken(ctx, id, { kind: 'session', name: 'test', days: 1 })).secret;
  return { id, email: `member-${id.slice(0, 6)}@example.com`, token };
}

/** A member with no role at all, straight in the database, with a session token. */
export function memberWithoutRole(server: TestServer): Promise<string> {
  return memberWithRoles(server, []);
}

/** A demo server per dialect with every person of the matrix signed in; the reviewer is a marked editor. */
export function useResearchServer(dialect: 'sqlite' | 'postgres') {
  let server: TestServer | undefined;
  const people: ResearchPeople = {
    anonymous: '',
    noRole: '',
    author: '',
    otherAuthor: '',
    reviewer: '',
    startup: '',
    learner: '',
    admin: '',
  };
  let reviewerId = '';
  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: true });
    people.author = await signIn(server.url, 'research@example.com');
    people.otherAuthor = await signIn(server.url, 'member@example.com');
    people.reviewer = await signIn(server.url, 'reviewer@example.com');
    people.startup = await signIn(server.url, 'startup@example.com');
    people.learner = await signIn(server.url, 'student@example.com');
    people.admin = await signIn(server.url, 'staff@example.com');
    people.noRole = await memberWithoutRole(server);
    const added = await call(
      server.url,
      '/v2/api/ailab/research/editors',
      { action: 'add', email: 'reviewer@example.com' },
      { token: people.admin },
    );
    if (added.status !== 200) throw new Error(`editors add failed: ${added.text}`);
    reviewerId = added.body.items.find((item: { email: string }) => item.email === 'reviewer@example.com').id;
  }, 120_000);
  afterAll(() => server?.close());
  return {
    get server() {
      if (!server) throw new Error('the test server has not started');
      return server;
    },
    people,
    get reviewerId() {
      return reviewerId;
    },
  };
}

/** Calls a research endpoint as one person. */
export function as(server: TestServer, token: string, path: string, body: unknown) {
  return call(server.url, path, body, token ? { token } : {});
}

/** Creates a draft as `token`, submits it to the reviewer, approves it; answers the item. */
export async function approvedItem(
  server: TestServer,
  people: ResearchPeople,
  reviewerId: string,
  fields: Record<string, unknown> = {},
) {
  const created = await as(server, people.author, '/v2/api/ailab/research/create', {
    title: `Report ${randomUUID().slice(0, 8)}`,
    summary: 'A summary.',
    industries: ['payments'],
    tags: ['fraud'],
    sections: [{ key: 'findings', title: 'Findings', body: 'Unique zebrafinch text.' }],
    ...fields,
  });
  if (created.status !== 200) throw new Error(`create failed: ${created.text}`);
  const id = created.body.id as string;
  const submitted = await as(server, people.author, '/v2/api/ailab/research/manage', {
    action: 'submit',
    id,
    reviewer_ids: [reviewerId],
  });
  if (submitted.status !== 200) throw new Error(`submit failed: ${submitted.text}`);
  const approved = await as(server, people.reviewer, '/v2/api/ailab/research/review', {
    action: 'approve',
    id,
    version: submitted.body.version,
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.text}`);
  return approved.body.item;
}
