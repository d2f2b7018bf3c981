import type { z } from 'zod';
import type { Translate } from '../i18n/translator';

/** One failing field of a request body, with a translated message. */
export interface BodyProblem {
  field: string;
  message: string;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = body;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function issueKey(issue: z.core.$ZodIssue, body: unknown): { key: string; values: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(body, issue.path) === undefined
        ? { key: 'required', values: {} }
        : { key: 'invalid_type', values: { expected: issue.expected } };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'too_small_string', values: { minimum: issue.minimum } };
      return { key: 'too_small_number', values: { minimum: issue.minimum } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'too_big_string', values: { maximum: issue.maximum } };
      if (issue.origin === 'array') return { key: 'too_big_array', values: { maximum: issue.maximum } };
      return { key: 'too_big_number', values: { maximum: issue.maximum } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalid_email' : 'invalid_format', values: {} };
    case 'invalid_value':
      return {
        key: 'invalid_value',
        values: { options: issue.values.map((value) => String(value)).join(', ') },
      };
    case 'invalid_union': {
      // A discriminated union names its accepted discriminator values (`action: create | list | …`).
      const options: unknown = 'options' in issue ? issue.options : undefined;
      return Array.isArray(options)
        ? { key: 'invalid_value', values: { options: options.map(String).join(', ') } }
        : { key: 'invalid_union', values: {} };
    }
    case 'custom':
      return issue.message === 'at_least_one_field'
        ? { key: 'at_least_one_field', values: {} }
        : { key: 'invalid', values: {} };
    default:
      return { key: 'invalid', values: {} };
  }
}

/**
 * Translated problems for zod issues, with the wording of errors.json
 * `validation.*` (the same strings the server answers with).
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  body: unknown,
  t: Translate,
): BodyProblem[] {
  return issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = base ? `${base}.${key}` : key;
        return { field, message: t('errors:validation.unrecognized_keys', { field }) };
      });
    }
    const field = base || t('errors:validation.body');
    const { key, values } = issueKey(issue, body);
    return [{ field, message: t(`errors:validation.${key}`, { field, ...values }) }];
  });
}
