import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing/start-test-server';
import { call, signIn } from './http';

export const NEW_ADMIN_PASSWORD = 'A-new-admin-password-1';

/** Signs the seeded administrator in, changing the default password on the way; returns the token. */
export async function adminSession(server: TestServer): Promise<string> {
  const first = await signIn(server.url, server.adminEmail, server.adminPassword);
  const changed = await call(
    server.url,
    '/v2/api/user/update_default_password',
    { current_password: server.adminPassword, new_password: NEW_ADMIN_PASSWORD },
    { token: first },
  );
  if (changed.status !== 200) throw new Error(`admin password change failed: ${changed.text}`);
  return changed.body.token as string;
}

/** The id of a user, looked up by email through the admin API. */
export async function userIdOf(server: TestServer, adminToken: string, email: string): Promise<string> {
  const answer = await call(server.url, '/v2/api/admin/role/get', { email }, { token: adminToken });
  if (answer.status !== 200) throw new Error(`role/get ${email}: ${answer.text}`);
  return answer.body.user.id as string;
}

/** A test server per describe block with the administrator signed in; read its fields inside tests. */
export function adminServerFixture(dialect: 'sqlite' | 'postgres'): { server: TestServer; admin: string } {
  const fixture = {} as { server: TestServer; admin: string };
  beforeAll(async () => {
    fixture.server = await startTestServer({ dialect });
    fixture.admin = await adminSession(fixture.server);
  });
  afterAll(() => fixture.server.close());
  return fixture;
}
