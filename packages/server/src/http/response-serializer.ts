import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// Whether a schema uses the `default` keyword anywhere. Under `properties` (and the other maps of
// named subschemas) the keys are field names, so a field called `default` is not the keyword.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

function mentionsDefault(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(mentionsDefault);
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => {
    if (key === 'default') return true;
    if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null)
      return Object.values(value).some(mentionsDefault);
    return mentionsDefault(value);
  });
}

/**
 * The JSON Schema Fastify compiles into a response serializer for a contract response schema,
 * or `undefined` when serializing by schema alone could differ from what the zod parse gives:
 * transforms and other shapes JSON Schema cannot state, and defaults (the parse fills them in,
 * a serializer would not). Such endpoints keep the zod parse in every environment.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  let generated: JsonSchema;
  try {
    generated = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  if (mentionsDefault(generated)) return undefined;
  const { $schema: _dialect, ...rest } = generated;
  return rest;
}

/** A serializer compiled on first use, so start-up does not compile one for every route. */
export interface LazySerializer {
  /** The compiled serializer, or `undefined` when the schema cannot state the answer exactly. */
  get(): ((payload: unknown) => string) | undefined;
}

/** Compiles `schema`'s serializer (fast-json-stringify, as Fastify would) the first time it is needed. */
export function lazyResponseSerializer(schema: z.ZodType): LazySerializer {
  let compiled: ((payload: unknown) => string) | undefined | null = null;
  return {
    get() {
      if (compiled === null) {
        const jsonSchema = responseJsonSchema(schema);
        compiled = jsonSchema ? fastJson(jsonSchema) : undefined;
      }
      return compiled;
    },
  };
}
