import type { z } from 'zod';
import type { FieldIssue } from './error-body';
import { fieldLabel } from './field-label';

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

/** Types named in words (`errors:validation.invalid_type_<type>`); others read "has the wrong type". */
const NAMED_TYPES = new Set(['string', 'number', 'int', 'boolean', 'array', 'object']);
/** String formats named in words (`errors:validation.invalid_format_<format>`). */
const NAMED_FORMATS = new Set(['datetime', 'date', 'time', 'url', 'uuid']);
/** Beyond this many accepted values a message says "not one of the accepted values" instead of listing them. */
const MAX_LISTED_OPTIONS = 8;
/** Fields that carry the token of an e-mailed or shared link: a token that does not parse is a bad link. */
const LINK_TOKEN_FIELDS = new Set(['token']);

type MessageKey = { code: string; key: string; values: Record<string, unknown> };

function sizeKey(origin: string, minimum: boolean, limit: number): MessageKey {
  const code = minimum ? 'too_small' : 'too_big';
  if (origin === 'string' && minimum && limit === 1) return { code, key: 'empty', values: {} };
  const kind = origin === 'string' || origin === 'array' ? origin : 'number';
  const values = kind === 'number' ? { [minimum ? 'minimum' : 'maximum']: String(limit) } : { count: limit };
  return { code, key: `${code}_${kind}`, values };
}

function optionsKey(options: readonly unknown[]): MessageKey {
  return options.length > MAX_LISTED_OPTIONS
    ? { code: 'invalid_value', key: 'invalid_choice', values: {} }
    : { code: 'invalid_value', key: 'invalid_value', values: { options: options.map(String).join(', ') } };
}

function messageKey(issue: Issue, missing: boolean): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return { code: 'required', key: 'required', values: {} };
      return {
        code: 'invalid_type',
        key: NAMED_TYPES.has(issue.expected) ? `invalid_type_${issue.expected}` : 'invalid_type',
        values: {},
      };
    case 'too_small':
      return sizeKey(issue.origin, true, Number(issue.minimum));
    case 'too_big':
      return sizeKey(issue.origin, false, Number(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email', key: 'invalid_email', values: {} };
      return {
        code: 'invalid_format',
        key: NAMED_FORMATS.has(issue.format) ? `invalid_format_${issue.format}` : 'invalid_format',
        values: {},
      };
    case 'invalid_value':
      return optionsKey(issue.values);
    case 'invalid_union': {
      // A discriminated union names its accepted discriminator values (`action: create, list, …`).
      const options: unknown = 'options' in issue ? issue.options : undefined;
      return Array.isArray(options)
        ? optionsKey(options)
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

/** The wire path's last named segment (`questions.0.kind` → `kind`). */
function leafName(path: readonly PropertyKey[]): string | undefined {
  return [...path].reverse().find((segment): segment is string => typeof segment === 'string');
}

/**
 * One field's message, worded by `errors:validation.<key>` with the field's translated label
 * (or its wire path when it has none). For hand-made field issues of the services.
 */
export function fieldMessage(
  t: Translate,
  key: string,
  field: string,
  values: Record<string, unknown> = {},
): string {
  const path = field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return t(`errors:validation.${key}`, { ...values, field: fieldLabel(path, t) ?? field });
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
    const leaf = leafName(issue.path);
    const missing = valueAt(body, issue.path) === undefined;
    // A link's token that came but does not parse is a bad link; one that did not come is a missing field.
    if (leaf !== undefined && LINK_TOKEN_FIELDS.has(leaf) && issue.path.length === 1 && !missing)
      return [{ field, code: 'invalid_link', message: t('errors:validation.invalid_link') }];
    const { code, key, values } = messageKey(issue, missing);
    const label = fieldLabel(issue.path, t) ?? field;
    return [{ field, code, message: t(`errors:validation.${key}`, { field: label, ...values }) }];
  });
}
