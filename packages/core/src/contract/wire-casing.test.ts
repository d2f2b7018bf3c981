import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listEndpoints } from './index';

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** Every object key of a zod schema, and every `sort` value of a list request, wherever they nest. */
function wireNames(schema: z.ZodType): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (def.type === 'object') {
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
        names.add(key);
        visit(value);
        if (key === 'sort') for (const sort of enumValues(value)) names.add(sort.replace(/^-/, ''));
      }
    }
    for (const value of Object.values(def)) visit(value);
  };
  visit(schema);
  return [...names];
}

/** The values of an enum, through `.optional()` and `.default()`. */
function enumValues(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string>);
  return enumValues(def.innerType);
}

describe('the wire', () => {
  it('names every field and sort key in snake_case, in every request and response (docs/decisions.md)', () => {
    const offenders = listEndpoints().flatMap(({ name, endpoint }) =>
      [...wireNames(endpoint.body), ...wireNames(endpoint.response)]
        .filter((key) => !SNAKE_CASE.test(key))
        .map((key) => `${name}: ${key}`),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('finds a camelCase key however deep it nests', async () => {
    const { z } = await import('zod');
    const nested = z.object({
      items: z.array(
        z.union([z.object({ ok: z.string() }), z.object({ deep: z.object({ coverUrl: z.string() }) })]),
      ),
      sort: z.enum(['name', '-name', 'createdAt', '-createdAt']).optional(),
    });
    expect(wireNames(nested).filter((key) => !SNAKE_CASE.test(key))).toEqual(['coverUrl', 'createdAt']);
  });
});
