import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { adminSession } from './support/admin-session';
import { call, signIn } from './support/http';

const DROP = '/v2/api/admin/github/repositories/drop';
const RESOURCES = '/v2/api/ailab/github/resources';
const TRACK = '/v2/api/admin/github/tracked/add';
const UNTRACK = '/v2/api/admin/github/tracked/remove';
const REPO = 'ailab-demo/plan-runner';

/** Issue 24 item 6: a way to drop a repository from the catalogue. */
describe.each(testDialects())('dropping a repository (%s)', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    admin = await adminSession(server);
  });
  afterAll(() => server.close());

  const names = async () =>
    (
      await call(server.url, RESOURCES, { include_removed: true, limit: 100 }, { token: admin })
    ).body.items.map((repo: { full_name: string }) => repo.full_name);

  it('refuses while a followed target covers it, naming the target; then drops it once, audited', async () => {
    const followed = await call(server.url, TRACK, { kind: 'org', name: 'AILab-Demo' }, { token: admin });
    expect(followed.status).toBe(200);
    const covered = await call(server.url, DROP, { full_name: REPO }, { token: admin });
    expect(covered.status).toBe(409);
    expect(covered.body.error.fields[0].message).toContain('AILab-Demo');
    await call(server.url, UNTRACK, { id: followed.body.id }, { token: admin });

    const dry = await call(
      server.url,
      DROP,
      { full_name: 'AILAB-demo/Plan-Runner', dry_run: true },
      { token: admin },
    );
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, repository: { full_name: REPO } });
    expect(await names()).toContain(REPO);

    const dropped = await call(server.url, DROP, { full_name: REPO }, { token: admin });
    expect(dropped.status).toBe(200);
    expect(dropped.body.dry_run).toBe(false);
    expect(await names()).not.toContain(REPO);
    const audit = await call(
      server.url,
      '/v2/api/admin/audit/list',
      { action: 'github.repository.drop', limit: 10 },
      { token: admin },
    );
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0].before.full_name).toBe(REPO);

    expect((await call(server.url, DROP, { full_name: REPO }, { token: admin })).status).toBe(404);
  });

  it('is for administrators only, and refuses a name that is not owner/name', async () => {
    const member = await signIn(server.url, 'research@example.com');
    expect((await call(server.url, DROP, { full_name: 'ailab-demo/x' }, { token: member })).status).toBe(403);
    expect((await call(server.url, DROP, { full_name: 'no slash' }, { token: admin })).status).toBe(400);
  });
});
