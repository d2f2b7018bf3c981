import { listEndpoints } from '@ailab/core/contract/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema } from '../src/http/response-serializer';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

describe('compiled response serializers', () => {
  it('exist for the hot endpoints; the others fall back to the zod parse only for a reason', () => {
    const implemented = listEndpoints().filter(({ endpoint }) => endpoint.status === 'implemented');
    const compiled = new Set(
      implemented.filter(({ endpoint }) => responseJsonSchema(endpoint.response)).map(({ name }) => name),
    );
    for (const name of ['open.ping', 'user.whoAmI', 'user.login', 'user.personalInfo', 'appConfig.get'])
      expect(compiled.has(name), name).toBe(true);
    // A response without a serializer has a transform, a default or a type JSON Schema cannot
    // state (the sign-up preferences' `defaults` reuse the request schema with its defaults).
    expect(compiled.has('v1Public.preferences')).toBe(false);
    expect(compiled.size).toBeGreaterThan(implemented.length / 2);
  });

  it('refuse transforms and defaults, which a serializer would not apply', () => {
    expect(responseJsonSchema(z.object({ a: z.string().transform((v) => v.length) }))).toBeUndefined();
    expect(responseJsonSchema(z.object({ a: z.string().default('x') }))).toBeUndefined();
    // A field named `default` is not the keyword.
    expect(responseJsonSchema(z.object({ default: z.string() }))).toBeDefined();
    expect(responseJsonSchema(z.object({ a: z.string().nullable() }))).toEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
      required: ['a'],
      additionalProperties: false,
    });
  });
});

describe.each(testDialects())('answers without the zod response parse (%s)', (dialect) => {
  let checked: TestServer;
  let fast: TestServer;

  beforeAll(async () => {
    [checked, fast] = await Promise.all([
      startTestServer({ dialect }),
      startTestServer({ dialect, validateResponses: false }),
    ]);
  });
  afterAll(() => Promise.all([checked?.close(), fast?.close()]));

  const signedIn = async (server: TestServer, path: string, language: string) => {
    const token = await signIn(server.url, 'research@example.com');
    return call(server.url, path, {}, { token, language });
  };

  it('are the same JSON as with it: who_am_i, personal info, app config, ping', async () => {
    for (const language of ['en-US', 'ja-JP']) {
      for (const path of ['/v2/api/user/who_am_i', '/v2/api/user/personal_info']) {
        const [a, b] = await Promise.all([signedIn(checked, path, language), signedIn(fast, path, language)]);
        expect(b.status, path).toBe(200);
        // Two servers: ids and times differ, everything else is the same.
        const strip = (body: { user: Record<string, unknown> }) => ({
          ...body,
          user: { ...body.user, id: 'id', created_at: 'time', last_login_at: 'time' },
        });
        expect(strip(b.body)).toEqual(strip(a.body));
        expect(b.headers.get('content-type')).toBe('application/json; charset=utf-8');
      }
    }
    const [checkedConfig, fastConfig] = await Promise.all(
      [checked, fast].map((s) => call(s.url, '/v1/api/app_config', {})),
    );
    expect(fastConfig?.body).toEqual(checkedConfig?.body);
    const ping = await call(fast.url, '/v2/api/open/ping', {});
    expect(ping.body).toEqual({ ok: true, time: expect.any(String), version: '0.1.0', database: dialect });
  });

  it('still answer errors in the error model', async () => {
    const anonymous = await call(fast.url, '/v2/api/user/who_am_i', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
  });
});
