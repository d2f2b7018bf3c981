import { z } from 'zod';
import { ErrorBodySchema } from '../errors/error-body';
import type { Access, Endpoint } from './define';
import { listEndpoints, type NamedEndpoint } from './index';

type JsonObject = Record<string, unknown>;

/** How an access rule reads in the document (`x-access`) and in an operation's description. */
function describeAccess(access: Access): { rule: JsonObject; text: string } {
  if (access.kind === 'public') return { rule: { kind: 'public' }, text: 'Public: no token needed.' };
  if (access.kind === 'member')
    return { rule: { kind: 'member' }, text: 'Any signed-in user (bearer token).' };
  const scope = access.apiTokenScope ? `; API tokens need scope \`${access.apiTokenScope}\`` : '';
  return {
    rule: {
      kind: 'roles',
      roles: [...access.roles],
      ...(access.apiTokenScope ? { apiTokenScope: access.apiTokenScope } : {}),
    },
    text: `Signed-in users holding role ${access.roles.join(' or ')}${scope}.`,
  };
}

/**
 * A zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12). Shared definitions
 * move into `components.schemas` so every `$ref` resolves against the document.
 */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: JsonObject,
  prefix: string,
): JsonObject {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  const { $schema: _dialect, $defs, ...rest } = generated;
  const rename = (name: string) => `${prefix}_${name}`;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
          ? [key, `#/components/schemas/${rename(value.slice('#/$defs/'.length))}`]
          : [key, rewrite(value)],
      ),
    );
  };
  for (const [name, definition] of Object.entries(($defs as JsonObject | undefined) ?? {}))
    components[rename(name)] = rewrite(definition);
  return rewrite(rest) as JsonObject;
}

function requestBody(endpoint: Endpoint, components: JsonObject, name: string): JsonObject {
  if (endpoint.bodyKind === 'multipart')
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['file'],
          },
        },
      },
    };
  return {
    required: false,
    description: 'A JSON object; an empty body counts as `{}`.',
    content: { 'application/json': { schema: toSchema(endpoint.body, 'input', components, `${name}_body`) } },
  };
}

function operation({ name, group, endpoint }: NamedEndpoint, components: JsonObject): JsonObject {
  const access = describeAccess(endpoint.access);
  const pendingNote =
    endpoint.status === 'pending'
      ? ` Not implemented yet: after the access check it answers 501 \`NOT_IMPLEMENTED\` naming the feature \`${endpoint.feature}\`.`
      : '';
  const okSchema = toSchema(endpoint.response, 'output', components, `${name}_response`);
  return {
    operationId: name,
    summary: endpoint.summary,
    description: `${access.text}${pendingNote}`,
    tags: [group],
    security: endpoint.access.kind === 'public' ? [] : [{ bearerToken: [] }],
    'x-access': access.rule,
    'x-feature': endpoint.feature,
    'x-status': endpoint.status,
    'x-allow-during-password-change': endpoint.allowDuringPasswordChange,
    requestBody: requestBody(endpoint, components, name),
    responses: {
      '200': { description: 'Success', content: { 'application/json': { schema: okSchema } } },
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the contract: every entry with its method and
 * path, access rule (`x-access`, `security`), request and response schemas,
 * and the one error body. Built from the contract at call time, so entries
 * added later appear without editing this file.
 */
export function openApiDocument(version: string, entries: NamedEndpoint[] = listEndpoints()): JsonObject {
  const schemas: JsonObject = {};
  const paths: Record<string, JsonObject> = {};
  for (const entry of entries) {
    const path = paths[entry.endpoint.path] ?? {};
    path[entry.endpoint.method.toLowerCase()] = operation(entry, schemas);
    paths[entry.endpoint.path] = path;
  }
  schemas.ErrorBody = toSchema(ErrorBodySchema, 'output', schemas, 'ErrorBody');
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI Lab platform API',
      version,
      description:
        'Generated from the zod contract in packages/core/src/contract. Every failing answer carries the ' +
        'ErrorBody shape; messages follow Accept-Language (en-US, es-MX, ja-JP).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'A session token or an API token.' },
      },
      responses: {
        Error: {
          description:
            'The one error body: a code from the closed set, a translated message, failing fields.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    },
  };
}
