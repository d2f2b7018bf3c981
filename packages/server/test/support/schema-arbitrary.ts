import fc from 'fast-check';

type Schema = Record<string, unknown>;

const STRING_EDGES = [
  '',
  ' ',
  'a',
  '\u0000',
  '\ud800',
  '😀',
  'é',
  '<script>',
  "' OR 1=1 --",
  '../../etc/passwd',
];

/** Strings within the schema's length limits (and pattern), with the awkward characters mixed in. */
function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 300) : 40;
  if (schema.format === 'email') return fc.emailAddress();
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain strings.
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({ unit: 'binary', minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.constantFrom(...STRING_EDGES),
  );
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/**
 * Values that follow a JSON Schema (as zod 4 writes it), closely enough that
 * most pass the contract's validation and reach the handlers behind it.
 */
export function schemaArbitrary(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const maxLength = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 5) : 5;
      return fc.array(schemaArbitrary(items, depth + 1), { maxLength });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = schemaArbitrary(value, depth + 1);
      return fc.record(record, {
        requiredKeys: [...required].filter((key) => key in record),
        noNullPrototype: true,
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid-looking body broken in one way: a wrong type, a missing or unknown key, or junk in a value. */
export function mutatedBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: 'binary', maxLength: 20 }))
    .map(([body, pick, junk, key]) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return junk;
      const keys = Object.keys(body);
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      const target = keys[pick % Math.max(1, keys.length)];
      switch (pick % 4) {
        case 0:
          if (target) copy[target] = junk;
          break;
        case 1:
          if (target) delete copy[target];
          break;
        case 2:
          copy[key || 'extra'] = junk;
          break;
        default:
          if (target) copy[target] = 'x'.repeat(5000);
      }
      return copy;
    });
}
