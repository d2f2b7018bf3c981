import { openApiDocument } from '@ailab/core/contract/openapi-document';
import type { FastifyInstance } from 'fastify';

/** The path the OpenAPI document is served at (beside the API, not part of the contract it describes). */
export const OPENAPI_PATH = '/openapi.json';

/** Serves the contract as OpenAPI 3.1, built once when the app is built. */
export function registerOpenApiRoute(app: FastifyInstance, version: string): void {
  const document = JSON.stringify(openApiDocument(version));
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document),
  );
}
