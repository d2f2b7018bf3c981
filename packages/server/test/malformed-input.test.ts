import { listEndpoints } from '@ailab/core/contract/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

const implemented = listEndpoints().filter(
  ({ endpoint }) => endpoint.status === 'implemented' && endpoint.bodyKind === 'json',
);

/** The keys an endpoint's body accepts (all options of a discriminated union). */
function bodyKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    return [...new Set((schema.options as z.ZodType[]).flatMap(bodyKeys))];
  }
  const inner = (schema as unknown as { def?: { in?: z.ZodType; schema?: z.ZodType } }).def;
  if (inner?.in) return bodyKeys(inner.in);
  if (inner?.schema) return bodyKeys(inner.schema);
  return [];
}

const huge = 'x'.repeat(100_000);

describe.each(testDialects())('malformed input never gets a 5xx (%s)', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await signIn(server.url, 'member@example.com');
  });
  afterAll(() => server.close());

  it('answers wrong types, unknown keys, huge strings and non-objects with a 4xx that names the problem', async () => {
    const before = (await call(server.url, '/v2/api/user/who_am_i', {}, { token })).body;
    for (const { name, endpoint } of implemented) {
      const keys = bodyKeys(endpoint.body);
      const variants: [string, unknown][] = [
        ['array', []],
        ['null', null],
        ['string', 'hello'],
        ['number', 42],
        ['unknown key', { definitely_not_a_field: 1 }],
      ];
      // Bodies built from the accepted keys; an endpoint that takes no fields has none to get wrong.
      if (keys.length > 0) {
        variants.push(
          ['wrong types', Object.fromEntries(keys.map((key) => [key, { nested: [1, 2] }]))],
          ['huge strings', Object.fromEntries(keys.map((key) => [key, huge]))],
          ['numbers for strings', Object.fromEntries(keys.map((key) => [key, 12345]))],
        );
      }
      for (const [label, body] of variants) {
        const answer = await call(server.url, endpoint.path, body, { token, method: endpoint.method });
        if (answer.status === 200 && answer.body?.valid === false) {
          // The */validate endpoints report on a candidate: a bad one is a named issue, not a failed call.
          expect(answer.body.issues.length, `${name} with ${label}`).toBeGreaterThan(0);
          continue;
        }
        expect(answer.status, `${name} with ${label}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(answer.status, `${name} with ${label}`).toBeLessThan(500);
        expect(answer.body.error.message, `${name} with ${label}`).not.toBe('');
        if (answer.body.error.code === 'VALIDATION_FAILED') {
          expect(answer.body.error.fields.length, `${name} with ${label}`).toBeGreaterThan(0);
          for (const field of answer.body.error.fields)
            expect(answer.body.error.message).toContain(field.message);
        }
      }
      const missing = await call(server.url, endpoint.path, {}, { token, method: endpoint.method });
      expect(missing.status, `${name} with no fields`).toBeLessThan(500);
    }
    const after = (await call(server.url, '/v2/api/user/who_am_i', {}, { token })).body;
    expect(after).toEqual(before);
  });

  it('answers broken JSON, wrong content types and oversized bodies with 4xx', async () => {
    const login = '/v2/api/user/login';
    const broken = await call(server.url, login, undefined, { raw: '{"email": "a@b.co", ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('MALFORMED_REQUEST');
    const text = await call(server.url, login, undefined, { raw: 'email=a', contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await call(server.url, login, undefined, {
      raw: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const proto = await call(server.url, login, undefined, {
      raw: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
    });
    expect(proto.status).toBe(400);
  });

  it('treats an empty body as no fields', async () => {
    expect((await call(server.url, '/v2/api/open/ping', undefined, { raw: '' })).status).toBe(200);
    expect((await call(server.url, '/v2/api/open/ping', undefined, { contentType: null })).status).toBe(200);
  });

  it('never returns stack traces or internals in error bodies', async () => {
    const answer = await call(server.url, '/v2/api/user/login', undefined, { raw: '{bad' });
    expect(answer.text).not.toMatch(/at \w+ \(|node_modules|stack/i);
  });
});
