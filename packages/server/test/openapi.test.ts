import { listEndpoints } from '@ailab/core/contract/index';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';

interface Operation {
  operationId: string;
  'x-access': { kind: string; roles?: number[] };
  'x-status': string;
  security: unknown[];
  requestBody: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

// The document does not depend on the database; SQLite only.
describe('the OpenAPI document at /openapi.json', () => {
  let server: TestServer;
  // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is arbitrary JSON
  let document: any;
  beforeAll(async () => {
    server = await startTestServer();
    const answer = await fetch(`${server.url}/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    document = await answer.json();
  });
  afterAll(() => server.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() also resolves every $ref; it works on a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    // The validator is not a no-op: a broken operation is refused.
    const broken = structuredClone(document);
    broken.paths['/v2/api/user/login'].post.responses = 'none';
    await expect(SwaggerParser.validate(broken)).rejects.toThrow();
  });

  it('lists every contract entry with its access rule, schemas and the error body', () => {
    const entries = listEndpoints();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations).toHaveLength(entries.length);
    for (const { name, endpoint } of entries) {
      const op: Operation | undefined = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(op?.operationId, name).toBe(name);
      expect(op?.['x-access'].kind, name).toBe(endpoint.access.kind);
      if (endpoint.access.kind === 'roles')
        expect(op?.['x-access'].roles, name).toEqual([...endpoint.access.roles]);
      expect(op?.security, name).toEqual(endpoint.access.kind === 'public' ? [] : [{ bearerToken: [] }]);
      expect(op?.['x-status'], name).toBe(endpoint.status);
      const kind = endpoint.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json';
      expect(op?.requestBody.content[kind]?.schema, name).toBeTruthy();
      expect(op?.responses['200']?.content?.['application/json'], name).toBeTruthy();
      expect(op?.responses['4XX']?.$ref, name).toBe('#/components/responses/Error');
    }
    expect(document.components.schemas.ErrorBody.properties.error.required).toEqual(['code', 'message']);
  });

  it('states what the server enforces: strict bodies and their limits', () => {
    const login = document.paths['/v2/api/user/login'].post;
    const schema = login.requestBody.content['application/json'].schema;
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.properties.password.maxLength).toBe(128);
  });
});
