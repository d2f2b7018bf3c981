import { startTestServer, type TestServer } from '@ailab/server/testing';
import { type AilabSandbox, createSandbox } from './run-ailab';

/** The administrator's password once the test server's forced first change is done. */
export const ADMIN_PASSWORD = 'A-new-admin-password-1';

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'demo-password-1';

/** A real test server whose administrator is past the first sign-in, and sandboxes signed in through `ailab`. */
export interface CliTestServer {
  server: TestServer;
  url: string;
  /** A session token of the administrator (for set-up requests the test makes itself). */
  adminToken: string;
  /** A JSON POST to the server, with an optional bearer token; answers the parsed body. */
  post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>>;
  /** A fresh sandbox signed in through `ailab auth login --password-stdin` (throws when that fails). */
  signedIn(email: string, password?: string): Promise<AilabSandbox>;
  /** A sandbox signed in as the administrator. */
  admin(): Promise<AilabSandbox>;
  /** Disposes every sandbox it made, then stops the server. */
  close(): Promise<void>;
}

/**
 * Starts a test server for CLI process tests: the administrator's forced password change is done
 * (so `ailab auth login` works for them), and sandboxes it creates are disposed on `close`.
 */
export async function startCliTestServer(
  overrides: Parameters<typeof startTestServer>[0] = {},
): Promise<CliTestServer> {
  const server = await startTestServer(overrides);
  const sandboxes: AilabSandbox[] = [];
  async function post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  }
  const first = await post('/v2/api/user/login', {
    email: server.adminEmail,
    password: server.adminPassword,
  });
  const changed = await post(
    '/v2/api/user/update_default_password',
    { current_password: server.adminPassword, new_password: ADMIN_PASSWORD },
    String(first.token),
  );
  if (typeof changed.token !== 'string')
    throw new Error(`The admin password change failed: ${JSON.stringify(changed)}`);
  async function signedIn(email: string, password = DEMO_PASSWORD): Promise<AilabSandbox> {
    const sandbox = createSandbox(server.url);
    sandboxes.push(sandbox);
    const login = await sandbox.run(['auth', 'login', '--email', email, '--password-stdin'], {
      input: `${password}\n`,
    });
    if (login.code !== 0) throw new Error(`ailab auth login ${email} exited ${login.code}: ${login.stderr}`);
    return sandbox;
  }
  return {
    server,
    url: server.url,
    adminToken: changed.token,
    post,
    signedIn,
    admin: () => signedIn(server.adminEmail, ADMIN_PASSWORD),
    async close() {
      for (const sandbox of sandboxes) sandbox.dispose();
      await server.close();
    },
  };
}
