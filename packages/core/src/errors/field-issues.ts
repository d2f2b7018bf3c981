import type { z } from 'zod';
import type { FieldIssue } from './error-body';

/** A translation function: i18next's `t`, or any function with its basic shape. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

type Issue = z.core.$ZodIssue;

/** Custom refinements whose message is a key under `errors:validation.*` (params fill its placeholders). */
const CUSTOM_MESSAGE_KEYS = new Set([
  'at_least_one_field',
  'invalid_text',
  'single_line',
  'search_too_long',
  'search_too_many_terms',
  'search_only_exclusions',
  'end_before_start',
  'unknown_time_zone',
  'http_url',
]);

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = body;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * The translated label of a field (`errors:fields.<last path segment>`), so messages read
 * "User name must be at least 3 characters" rather than naming the wire key; undefined when
 * the field has no label.
 */
function fieldLabel(path: readonly PropertyKey[], t: Translate): string | undefined {
  const leaf = [...path].reverse().find((segment) => typeof segment === 'string');
  if (leaf === undefined) return undefined;
  const key = `errors:fields.${leaf}`;
  const label = t(key, { defaultValue: '' });
  // A translator without the key answers '' or echoes the key back.
  return label && !label.startsWith(key) ? label : undefined;
}

function messageKey(
  issue: Issue,
  missing: boolean,
): { code: string; key: string; values: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return missing
        ? { code: 'required', key: 'required', values: {} }
        : { code: 'invalid_type', key: 'invalid_type', values: { expected: issue.expected } };
    case 'too_small': {
      const kind = issue.origin === 'string' ? 'string' : 'number';
      return { code: 'too_small', key: `too_small_${kind}`, values: { minimum: String(issue.minimum) } };
    }
    case 'too_big': {
      const kind = issue.origin === 'string' ? 'string' : issue.origin === 'array' ? 'array' : 'number';
      return { code: 'too_big', key: `too_big_${kind}`, values: { maximum: String(issue.maximum) } };
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? { code: 'invalid_email', key: 'invalid_email', values: {} }
        : { code: 'invalid_format', key: 'invalid_format', values: {} };
    case 'invalid_value':
      return {
        code: 'invalid_value',
        key: 'invalid_value',
        values: { options: issue.values.map(String).join(', ') },
      };
    case 'invalid_union': {
      // A discriminated union names its accepted discriminator values (`action: create, list, …`).
      const options: unknown = 'options' in issue ? issue.options : undefined;
      return Array.isArray(options)
        ? { code: 'invalid_value', key: 'invalid_value', values: { options: options.map(String).join(', ') } }
        : { code: 'invalid_union', key: 'invalid_union', values: {} };
    }
    case 'custom':
      return CUSTOM_MESSAGE_KEYS.has(issue.message)
        ? { code: issue.message, key: issue.message, values: { ...issue.params } }
        : { code: 'invalid', key: 'invalid', values: {} };
    default:
      return { code: 'invalid', key: 'invalid', values: {} };
  }
}

/**
 * Translated field issues for zod issues, worded by `errors:validation.*`,
 * so the server's 400 answers and the CLI's pre-send checks read the same.
 * Pass the body that was checked to tell a missing field from a wrong one.
 */
export function fieldIssuesFromZod(issues: readonly Issue[], t: Translate, body: unknown): FieldIssue[] {
  return issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = base ? `${base}.${key}` : key;
        return {
          field,
          code: 'unrecognized_keys',
          message: t('errors:validation.unrecognized_keys', { field }),
        };
      });
    }
    const field = base || t('errors:validation.body');
    const { code, key, values } = messageKey(issue, valueAt(body, issue.path) === undefined);
    const label = fieldLabel(issue.path, t) ?? field;
    return [{ field, code, message: t(`errors:validation.${key}`, { field: label, ...values }) }];
  });
}
