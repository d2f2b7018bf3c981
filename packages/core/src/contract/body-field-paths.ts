import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

/** Wrappers that hold one inner schema under `innerType`. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

function collect(schema: unknown, path: (string | number)[], out: Map<string, (string | number)[]>): void {
  const def = defOf(schema);
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
      const next = [...path, key];
      out.set(next.join('.'), next);
      collect(value, next, out);
    }
  } else if (def.type === 'array') collect(def.element, [...path, 0], out);
  else if (WRAPPERS.has(def.type)) collect(def.innerType, path, out);
  else if (def.type === 'union') for (const option of def.options as unknown[]) collect(option, path, out);
  else if (def.type === 'pipe') collect(def.in, path, out);
  else if (def.type === 'intersection') {
    collect(def.left, path, out);
    collect(def.right, path, out);
  }
}

/**
 * Every field path a request body accepts, nested objects and list entries included (an entry is
 * numbered 0: `questions.0.correct_option_ids`), through unions, pipes and wrappers.
 */
export function bodyFieldPaths(schema: z.ZodType): (string | number)[][] {
  const out = new Map<string, (string | number)[]>();
  collect(schema, [], out);
  return [...out.values()];
}
