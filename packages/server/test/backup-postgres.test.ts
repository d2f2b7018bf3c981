import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFreshPostgresDatabase,
  startTestServer,
  type TestServer,
  testDialects,
} from '../src/testing/start-test-server';

const run = promisify(execFile);

async function login(url: string, email: string, password: string) {
  const answer = await fetch(`${url}/v2/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: answer.status, body: (await answer.json()) as { token?: string } };
}

describe.runIf(testDialects().includes('postgres'))('backups on PostgreSQL (docs/operations.md)', () => {
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'ailab-pg-dump-'));
    server = await startTestServer({ dialect: 'postgres' });
  });
  afterAll(async () => {
    await server.close();
    await rm(work, { recursive: true, force: true });
  });

  it('answers the backup download with 409 naming pg_dump', async () => {
    const { body } = await login(server.url, server.adminEmail, server.adminPassword);
    // The first sign-in must change the generated password before anything else.
    const changed = await fetch(`${server.url}/v2/api/user/update_default_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${body.token}` },
      body: JSON.stringify({
        current_password: server.adminPassword,
        new_password: 'A-new-admin-password-1',
      }),
    });
    expect(changed.status).toBe(200);
    const fresh = await login(server.url, server.adminEmail, 'A-new-admin-password-1');
    const answer = await fetch(`${server.url}/v2/api/admin/backup`, {
      headers: { authorization: `Bearer ${fresh.body.token}` },
    });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain('pg_dump');
  });

  it('restores a pg_dump into a fresh database, and the server starts on it with the same accounts', async () => {
    const databaseUrl = server.config.databaseUrl ?? '';
    const dump = join(work, 'ailab.dump');
    // The procedure of docs/operations.md: a custom-format dump, restored without owners.
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl]);
    const fresh = await createFreshPostgresDatabase();
    try {
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${fresh.url}`, dump]);
      const restored = await startTestServer({ databaseUrl: fresh.url, seedDemo: false });
      try {
        const original = await server.server.ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        const copy = await restored.server.ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(copy.n)).toBe(Number(original.n));
        expect((await login(restored.url, 'research@example.com', 'demo-password-1')).status).toBe(200);
        expect((await fetch(`${restored.url}/readyz`)).status).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});

describe('the backup download', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('is for administrators only', async () => {
    expect((await fetch(`${server.url}/v2/api/admin/backup`)).status).toBe(401);
    const { body } = await login(server.url, 'research@example.com', 'demo-password-1');
    const member = await fetch(`${server.url}/v2/api/admin/backup`, {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(member.status).toBe(403);
  });
});
