import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/** A JSON value built from command-line fields. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

/** One `key=value` from `-f` (always a string) or `-F` (typed). */
export interface FieldArg {
  raw: string;
  typed: boolean;
}

/** `-F` values: true, false, null, numbers, and JSON arrays or objects; anything else stays a string. */
export function typedValue(raw: string, t: Translate, key: string): JsonValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) return Number(raw);
  if (raw.startsWith('[') || raw.startsWith('{')) {
    try {
      return JSON.parse(raw) as JsonValue;
    } catch {
      throw new UsageError(t('api.badJson', { key }));
    }
  }
  return raw;
}

/** Splits `a[b][]` into `['a', 'b', '']`; `''` means "append". */
export function keyPath(key: string, t: Translate): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (match === null) throw new UsageError(t('api.badKey', { key }));
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? '', ...rest];
}

function assign(
  target: JsonObject | JsonValue[],
  path: string[],
  value: JsonValue,
  t: Translate,
  key: string,
): void {
  const [head = '', ...rest] = path;
  const next = rest[0];
  const container = (): JsonObject | JsonValue[] => (next === '' ? [] : {});
  if (Array.isArray(target)) {
    if (head !== '') throw new UsageError(t('api.badKey', { key }));
    if (rest.length === 0) target.push(value);
    else {
      const child = container();
      target.push(child);
      assign(child, rest, value, t, key);
    }
    return;
  }
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const existing = target[head];
  const child = typeof existing === 'object' && existing !== null ? existing : container();
  target[head] = child;
  assign(child, rest, value, t, key);
}

/** Builds a JSON object from `-f`/`-F` fields, with `key[sub]=` nesting and `key[]=` arrays. */
export function bodyFromFields(fields: readonly FieldArg[], t: Translate): JsonObject {
  const body: JsonObject = {};
  for (const field of fields) {
    const at = field.raw.indexOf('=');
    if (at <= 0) throw new UsageError(t('api.badField', { field: field.raw }));
    const key = field.raw.slice(0, at);
    const raw = field.raw.slice(at + 1);
    assign(body, keyPath(key, t), field.typed ? typedValue(raw, t, key) : raw, t, key);
  }
  return body;
}
