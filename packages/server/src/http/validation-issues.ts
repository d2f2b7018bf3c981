import type { FieldIssue } from '@ailab/core/errors/error-body';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function fieldName(path: readonly PropertyKey[], t: TFunction): string {
  return path.length === 0 ? t('errors:validation.body') : path.map(String).join('.');
}

function messageFor(issue: Issue, field: string, t: TFunction): { code: string; message: string } {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? { code: 'required', message: t('errors:validation.required', { field }) }
        : {
            code: 'invalid_type',
            message: t('errors:validation.invalid_type', { field, expected: issue.expected }),
          };
    case 'too_small': {
      const kind = issue.origin === 'string' ? 'string' : 'number';
      return {
        code: 'too_small',
        message: t(`errors:validation.too_small_${kind}`, { field, minimum: String(issue.minimum) }),
      };
    }
    case 'too_big': {
      const kind = issue.origin === 'string' ? 'string' : issue.origin === 'array' ? 'array' : 'number';
      return {
        code: 'too_big',
        message: t(`errors:validation.too_big_${kind}`, { field, maximum: String(issue.maximum) }),
      };
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? { code: 'invalid_email', message: t('errors:validation.invalid_email', { field }) }
        : { code: 'invalid_format', message: t('errors:validation.invalid_format', { field }) };
    case 'invalid_value':
      return {
        code: 'invalid_value',
        message: t('errors:validation.invalid_value', {
          field,
          options: issue.values.map(String).join(', '),
        }),
      };
    case 'invalid_union':
      return { code: 'invalid_union', message: t('errors:validation.invalid_union', { field }) };
    case 'custom':
      return issue.message === 'at_least_one_field'
        ? { code: 'at_least_one_field', message: t('errors:validation.at_least_one_field') }
        : { code: 'invalid', message: t('errors:validation.invalid', { field }) };
    default:
      return { code: 'invalid', message: t('errors:validation.invalid', { field }) };
  }
}

/** Turns zod issues into translated field issues that name each failing field. */
export function fieldIssuesFromZod(issues: readonly Issue[], t: TFunction): FieldIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = fieldName([...issue.path, key], t);
        return {
          field,
          code: 'unrecognized_keys',
          message: t('errors:validation.unrecognized_keys', { field }),
        };
      });
    }
    const field = fieldName(issue.path, t);
    return [{ field, ...messageFor(issue, field, t) }];
  });
}
