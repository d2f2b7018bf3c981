import type { z } from 'zod';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

type Def = Record<string, unknown> & { type?: string };

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
}

/** The object shapes a schema may answer with, through optional, nullable, default, pipe, union and lazy. */
function objectShapes(schema: unknown, depth = 0): Record<string, unknown>[] {
  const def = defOf(schema);
  if (def === undefined || depth > 8) return [];
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, unknown>];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return objectShapes(def.innerType, depth + 1);
    case 'pipe': {
      const out = objectShapes(def.out, depth + 1);
      return out.length > 0 ? out : objectShapes(def.in, depth + 1);
    }
    case 'union':
      return (def.options as unknown[]).flatMap((option) => objectShapes(option, depth + 1));
    case 'intersection':
      return [...objectShapes(def.left, depth + 1), ...objectShapes(def.right, depth + 1)];
    case 'lazy':
      return objectShapes((def.getter as () => unknown)(), depth + 1);
    default:
      return [];
  }
}

/** The element schema of an array schema (through optional and the like), or undefined. */
function arrayElement(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (def === undefined || depth > 8) return undefined;
  if (def.type === 'array') return def.element;
  if (def.innerType !== undefined) return arrayElement(def.innerType, depth + 1);
  if (def.type === 'pipe') return arrayElement(def.out, depth + 1) ?? arrayElement(def.in, depth + 1);
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list page (`{ items, next_cursor, total }`): its fields are its items'. */
const isPage = (value: unknown): value is Record<string, unknown> & { items: unknown[] } =>
  isRecord(value) && Array.isArray(value.items);

/** The objects whose fields `--json a,b` picks from: a page's items, an array's elements, or the object itself. */
function records(value: unknown): Record<string, unknown>[] {
  if (isPage(value)) return value.items.filter(isRecord);
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

/** The field names a schema gives the printed value: its items' for a page, its own for an object. */
function schemaFields(schema: z.ZodType, page: boolean): string[] {
  const shapes = objectShapes(schema);
  const targets = page
    ? shapes.flatMap((shape) => {
        const element = arrayElement(shape.items);
        return element === undefined ? [] : objectShapes(element);
      })
    : shapes;
  return [...new Set(targets.flatMap((shape) => Object.keys(shape)))];
}

/**
 * The fields `--json <fields>` accepts for what an endpoint answers, known before any request (for `--help`): its
 * items' fields when the answer is a list page (`items` is an array), else its own. The same reading of the schema
 * as {@link availableFields} uses once the answer is there.
 */
export function responseFields(schema: z.ZodType): string[] {
  const page = objectShapes(schema).some((shape) => arrayElement(shape.items) !== undefined);
  return schemaFields(schema, page);
}

/**
 * The fields of the objects an endpoint answers in one of its array properties (`tokens` of `{ tokens }`, `items`
 * of a page a view takes one object from): for a command that prints those elements rather than the answer.
 */
export function elementFields(schema: z.ZodType, property: string): string[] {
  const elements = objectShapes(schema).flatMap((shape) => {
    const element = arrayElement(shape[property]);
    return element === undefined ? [] : objectShapes(element);
  });
  return [...new Set(elements.flatMap((shape) => Object.keys(shape)))];
}

/**
 * The fields `--json <fields>` may name for a printed value: from the response schema of the newest endpoint that
 * answered and describes every key the value has (the contract, not a copy); from the value's own keys only when the
 * command printed something no endpoint describes (local settings, a composed status).
 */
export function availableFields(value: unknown, schemas: readonly z.ZodType[]): string[] {
  const present = [...new Set(records(value).flatMap((record) => Object.keys(record)))];
  for (const schema of [...schemas].reverse()) {
    const fields = schemaFields(schema, isPage(value));
    if (fields.length > 0 && present.every((key) => fields.includes(key))) return fields;
  }
  return present;
}

function pick(record: unknown, fields: readonly string[]): unknown {
  if (!isRecord(record)) return record;
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
}

/**
 * Keeps only `fields` (in the order given) of each item of a page, each element of an array, or of an object; a
 * page keeps `next_cursor` and `total`. A field the value cannot have is a usage error listing the valid ones; the
 * fields `declared` by the command's endpoint (`readsFrom`) are valid too, so an empty list takes what its help lists.
 */
export function pickJsonFields(
  value: unknown,
  fields: readonly string[],
  schemas: readonly z.ZodType[],
  t: Translate,
  declared: readonly string[] = [],
): unknown {
  const available = [...new Set([...availableFields(value, schemas), ...declared])];
  const unknown = fields.filter((field) => !available.includes(field));
  if (unknown.length > 0) {
    throw new UsageError(
      t('output.unknownFields', {
        count: unknown.length,
        fields: unknown.join(', '),
        available: available.length > 0 ? available.join(', ') : '-',
      }),
    );
  }
  if (isPage(value)) return { ...value, items: value.items.map((item) => pick(item, fields)) };
  if (Array.isArray(value)) return value.map((item) => pick(item, fields));
  return pick(value, fields);
}
