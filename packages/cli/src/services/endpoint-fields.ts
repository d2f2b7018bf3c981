import type { Endpoint } from '@ailab/core/contract/define';
import { z } from 'zod';

/** One field of a request or response body: its dotted path (`items[].email`), type and whether it must be there. */
export interface EndpointField {
  field: string;
  type: string;
  required: boolean;
  description: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nesting deeper than this is listed as `object` (the contract's answers are at most a few levels deep). */
const MAX_DEPTH = 4;

/** Follows `$ref: '#/$defs/…'` (shared or recursive definitions) to the definition. */
function resolve(node: Json, defs: Json): Json {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const target = defs[ref.slice('#/$defs/'.length)];
    return isObject(target) ? target : {};
  }
  return node;
}

/** The alternatives of a union (`anyOf`/`oneOf`), or the node itself. */
function alternatives(node: Json, defs: Json): Json[] {
  const options = node.anyOf ?? node.oneOf;
  if (!Array.isArray(options)) return [node];
  return options.filter(isObject).flatMap((option) => alternatives(resolve(option, defs), defs));
}

/** `string`, `integer`, `"a" | "b"`, `string (date-time)`, `string[]`, `object`, `string | null`. */
function typeText(node: Json, defs: Json): string {
  const texts = alternatives(resolve(node, defs), defs).map((option) => {
    if (Array.isArray(option.enum)) return option.enum.map((value) => JSON.stringify(value)).join(' | ');
    if (option.const !== undefined) return JSON.stringify(option.const);
    if (option.type === 'array') {
      const items = isObject(option.items) ? typeText(option.items, defs) : 'unknown';
      return items.includes(' ') ? `(${items})[]` : `${items}[]`;
    }
    const type = Array.isArray(option.type) ? option.type.join(' | ') : String(option.type ?? 'unknown');
    return typeof option.format === 'string' ? `${type} (${option.format})` : type;
  });
  return [...new Set(texts)].join(' | ');
}

/** The object shapes a node may be (through unions and arrays' items), for listing nested fields. */
function nestedObjects(node: Json, defs: Json): { shape: Json; suffix: string }[] {
  return alternatives(resolve(node, defs), defs).flatMap((option) => {
    if (option.type === 'array' && isObject(option.items))
      return nestedObjects(option.items, defs).map((found) => ({ ...found, suffix: `[]${found.suffix}` }));
    return isObject(option.properties) ? [{ shape: option, suffix: '' }] : [];
  });
}

function walk(node: Json, defs: Json, prefix: string, depth: number, into: Map<string, EndpointField>): void {
  const properties = isObject(node.properties) ? node.properties : {};
  const required = Array.isArray(node.required) ? node.required : [];
  for (const [name, raw] of Object.entries(properties)) {
    if (!isObject(raw)) continue;
    const property = resolve(raw, defs);
    const path = `${prefix}${name}`;
    const description = typeof property.description === 'string' ? property.description : '';
    const type = typeText(property, defs);
    const seen = into.get(path);
    // The same field in several alternatives of a union (`action: "create" | "list"`): its types joined, required
    // only when every alternative that has it requires it.
    if (seen === undefined)
      into.set(path, { field: path, type, required: required.includes(name), description });
    else {
      seen.type = [...new Set([...seen.type.split(' | '), ...type.split(' | ')])].join(' | ');
      seen.required &&= required.includes(name);
    }
    if (depth + 1 >= MAX_DEPTH) continue;
    for (const { shape, suffix } of nestedObjects(property, defs))
      walk(shape, defs, `${path}${suffix}.`, depth + 1, into);
  }
}

/**
 * The fields of a schema as JSON Schema sees them (`z.toJSONSchema`, as the OpenAPI document is made): the request
 * as a client writes it (`input`: defaults make a field optional), the response as the server answers (`output`).
 * Every alternative of a union contributes its fields.
 */
export function schemaFields(schema: z.ZodType, io: 'input' | 'output'): EndpointField[] {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  const defs = isObject(generated.$defs) ? generated.$defs : {};
  const into = new Map<string, EndpointField>();
  for (const { shape } of nestedObjects(generated, defs)) walk(shape, defs, '', 0, into);
  return [...into.values()];
}

/** What `ailab api --list <name>` shows of one endpoint. */
export function endpointFields(endpoint: Endpoint) {
  return {
    request: schemaFields(endpoint.body, 'input'),
    response: schemaFields(endpoint.response, 'output'),
  };
}
