import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { adminSession } from './support/admin-session';
import { call, signIn } from './support/http';

/** Issue 24 item 9: a permission error names the role needed (from the contract's access rule) or the token's scope. */
describe.each(testDialects())('403 answers name what is missing (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('names the one role an administrators-only endpoint needs, in the caller language', async () => {
    const member = await signIn(server.url, 'research@example.com');
    const answer = await call(server.url, '/v2/api/admin/audit/list', {}, { token: member });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      code: 'FORBIDDEN',
      requiredRoles: [99],
      message: 'You do not have permission to do that. It needs the role Administrator (99).',
    });
    const spanish = await call(
      server.url,
      '/v2/api/admin/audit/list',
      {},
      { token: member, language: 'es-MX' },
    );
    expect(spanish.body.error.message).toContain('(99)');
    expect(spanish.body.error.message).not.toContain('Administrator');
  });

  it('names every role of an endpoint several roles may use', async () => {
    const investor = await signIn(server.url, 'investor@example.com');
    const answer = await call(server.url, '/v2/api/ailab/research/create', {}, { token: investor });
    expect(answer.status).toBe(403);
    expect(answer.body.error.requiredRoles).toEqual([1, 99]);
    expect(answer.body.error.message).toBe(
      'You do not have permission to do that. It needs one of the roles Researcher (1), Administrator (99).',
    );
  });

  it('names the scopes a scoped token is limited to', async () => {
    const admin = await adminSession(server);
    const created = await call(
      server.url,
      '/v2/api/user/token',
      { action: 'create', name: 'ci', scopes: ['news:sync'] },
      { token: admin },
    );
    const answer = await call(
      server.url,
      '/v2/api/admin/audit/list',
      {},
      { token: created.body.created.secret },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toContain('limited to news:sync');
    expect(answer.body.error.requiredRoles).toBeUndefined();
  });
});
