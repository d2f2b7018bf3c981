import { randomUUID } from 'node:crypto';
import { ROLE } from '@ailab/core/roles/roles';
import { issueToken } from '../../src/identity/bearer-tokens';
import { newUserRow } from '../../src/identity/new-user-row';
import { grantRoles } from '../../src/identity/user-roles.repository';
import { insertUser } from '../../src/identity/users.repository';
import type { TestServer } from '../../src/testing/start-test-server';

/**
 * Makes reviewers (role 98, or the roles given, e.g. an administrator holding role 99 alone) with these exact
 * addresses straight in the database; answers their tokens.
 */
export async function makeReviewers(
  server: TestServer,
  emails: readonly string[],
  roles: readonly number[] = [ROLE.applicationsAdmin],
): Promise<string[]> {
  const ctx = server.server.ctx;
  const now = new Date().toISOString();
  const tokens: string[] = [];
  for (const [index, email] of emails.entries()) {
    const id = randomUUID();
    await insertUser(
      ctx.db,
      newUserRow(now, {
        id,
        email,
        first_name: 'Reviewer',
        last_name: String(index),
        user_name: `rev_${id.slice(0, 12)}`,
        role_label: roles.includes(ROLE.admin) ? 'admin' : 'applicationsAdmin',
        email_verified: 1,
      }),
    );
    await grantRoles(ctx.db, id, [...roles], now);
    tokens.push((await issueToken(ctx, id, { kind: 'session', name: 'test', days: 1 })).secret);
  }
  return tokens;
}
