import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { issueToken } from '../../src/identity/bearer-tokens';
import { newUserRow } from '../../src/identity/new-user-row';
import { grantRoles } from '../../src/identity/user-roles.repository';
import { insertUser } from '../../src/identity/users.repository';
import { startTestServer, type TestServer } from '../../src/testing/start-test-server';
import { mailsTo } from './events';
import { signIn } from './http';
import { ok } from './learning';

export const INSTITUTE = '/v2/api/admin/edu/institute';
export const SUPERVISOR_ADMIN = '/v2/api/admin/institute/supervisor';
export const INVITATION = '/v2/api/institute/invitation';

/** A test server per dialect with the staff administrator (role 99) signed in. */
export function useInstitutesServer(dialect: 'sqlite' | 'postgres'): { server: TestServer; staff: string } {
  const state = {} as { server: TestServer; staff: string };
  beforeAll(async () => {
    state.server = await startTestServer({ dialect });
    state.staff = await signIn(state.server.url, 'staff@example.com');
  });
  afterAll(() => state.server.close());
  return state;
}

export interface Person {
  id: string;
  email: string;
  token: string;
}

/** A user made straight in the database with the given roles and a session token. */
export async function person(server: TestServer, tag: string, roles: number[]): Promise<Person> {
  const ctx = server.server.ctx;
  const id = randomUUID();
  const now = ctx.now().toISOString();
  const name = `${tag}-${id.slice(0, 8)}`;
  const email = `${name}@example.com`;
  await insertUser(
    ctx.db,
    newUserRow(now, {
      id,
      email,
      first_name: tag,
      last_name: 'Person',
      user_name: name,
      role_label: 'learner',
      email_verified: 1,
    }),
  );
  await grantRoles(ctx.db, id, roles, now);
  const token = (await issueToken(ctx, id, { kind: 'session', name: 'test', days: 30 })).secret;
  return { id, email, token };
}

/** Creates an institute with the given team names; answers its id and the team ids by name. */
export async function makeInstitute(
  server: TestServer,
  staff: string,
  teams: string[],
  kind = 'university',
): Promise<{ id: string; slug: string; teams: Record<string, string> }> {
  const slug = `inst-${randomUUID().slice(0, 8)}`;
  const institute = await ok(
    server.url,
    `${INSTITUTE}/add`,
    { name: `Institute ${slug}`, slug, kind },
    staff,
  );
  const ids: Record<string, string> = {};
  for (const name of teams) {
    const answer = await ok(
      server.url,
      `${INSTITUTE}/manage`,
      { institute_id: institute.id, action: 'team_create', name },
      staff,
    );
    ids[name] = answer.team.id;
  }
  return { id: institute.id, slug, teams: ids };
}

/** The invitation link's secret from the newest invitation email to `email`. */
export async function invitationToken(server: TestServer, email: string): Promise<string> {
  const mails = await mailsTo(server, email);
  const text = mails.at(-1)?.text ?? '';
  const match = /token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in mail to ${email}: ${text}`);
  return decodeURIComponent(match[1]);
}

/** Invites and accepts: `who` becomes a supervisor of the institute (or of `teamIds`). */
export async function makeSupervisor(
  server: TestServer,
  staff: string,
  instituteId: string,
  who: Person,
  teamIds: string[] = [],
): Promise<void> {
  await ok(
    server.url,
    `${SUPERVISOR_ADMIN}/invite`,
    { institute_id: instituteId, email: who.email, team_ids: teamIds },
    staff,
  );
  const token = await invitationToken(server, who.email);
  await ok(server.url, `${INVITATION}/accept`, { token }, who.token);
}
