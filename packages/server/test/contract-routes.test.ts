import { listEndpoints } from '@ailab/core/contract/index';
import { documentedExtras } from '@ailab/core/testing/documented-extras';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn, signInAdmin } from './support/http';

describe.each(testDialects())('every contract endpoint has a route (%s)', (dialect) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    adminToken = await signInAdmin(server);
  });
  afterAll(() => server.close());

  it('answers each of the 139 endpoints and the documented extras with something other than 404, and never 5xx except 501', async () => {
    const endpoints = listEndpoints();
    expect(endpoints).toHaveLength(139 + documentedExtras().length);
    for (const { name, endpoint } of endpoints) {
      const anonymous = await call(server.url, endpoint.path, {}, { method: endpoint.method });
      expect(anonymous.status, `${name} anonymous`).not.toBe(404);
      expect(anonymous.body?.error?.code ?? 'ok', name).not.toBe('INTERNAL');
    }
  });

  it('answers pending endpoints 501 naming the feature, after the access check', async () => {
    for (const { name, endpoint } of listEndpoints().filter((entry) => entry.endpoint.status === 'pending')) {
      const answer = await call(
        server.url,
        endpoint.path,
        {},
        { method: endpoint.method, token: adminToken },
      );
      expect(answer.status, name).toBe(501);
      expect(answer.body.error.code, name).toBe('NOT_IMPLEMENTED');
      expect(answer.body.error.feature, name).toBe(endpoint.feature);
      expect(answer.body.error.message, name).toContain(endpoint.feature);
      if (endpoint.access.kind !== 'public') {
        const anonymous = await call(server.url, endpoint.path, {}, { method: endpoint.method });
        expect(anonymous.status, `${name} anonymous`).toBe(401);
      }
    }
  });

  it('enforces contract roles before anything else', async () => {
    const research = await signIn(server.url, 'research@example.com');
    expect((await call(server.url, '/v2/api/admin/all_users', {}, { token: research })).status).toBe(403);
    expect((await call(server.url, '/v2/api/ailab/news/search', {}, { token: research })).status).toBe(200);
    const student = await signIn(server.url, 'student@example.com');
    expect((await call(server.url, '/v2/api/ailab/news/search', {}, { token: student })).status).toBe(403);
  });

  it('answers unknown API paths 404 in the error model, and the wrong method 404 too', async () => {
    const unknown = await call(server.url, '/v2/api/user/nope', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect((await call(server.url, '/v2/api/open/ping', undefined, { method: 'GET' })).status).toBe(404);
  });
});
