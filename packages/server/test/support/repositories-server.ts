import { startTestServer, type TestServer } from '../../src/testing/start-test-server';
import { adminSession } from './admin-session';
import type { GithubStandIn } from './github-stand-in';
import { signIn } from './http';

/**
 * A test server whose refreshes call `github`, with an administrator and a member signed in and the
 * demo repositories set aside (a refresh then holds only what the stand-in serves).
 */
export async function startRepositoriesServer(
  dialect: 'sqlite' | 'postgres',
  github: GithubStandIn,
): Promise<{ server: TestServer; admin: string; member: string }> {
  const server = await startTestServer({
    dialect,
    sync: { githubApiUrl: github.url, githubToken: github.token },
  });
  const admin = await adminSession(server);
  const member = await signIn(server.url, 'research@example.com');
  await server.server.ctx.db.deleteFrom('repositories').execute();
  return { server, admin, member };
}
