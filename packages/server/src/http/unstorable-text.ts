import { INVALID_TEXT, isStorableText } from '@ailab/core/contract/schemas/text';
import type { FieldIssue } from '@ailab/core/errors/error-body';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';

/**
 * Field issues for every string in a request body (keys included) that holds
 * a NUL or a lone surrogate. The contract's `text()` fields say so already;
 * this backstop covers every other string, so no endpoint can store broken
 * text or hit PostgreSQL's refusal of NUL as a 500.
 */
export function unstorableTextIssues(body: unknown, t: TFunction, path: string[] = []): FieldIssue[] {
  if (typeof body === 'string') {
    if (isStorableText(body)) return [];
    const field = path.join('.') || t('errors:validation.body');
    return [{ field, code: INVALID_TEXT, message: fieldMessage(t, INVALID_TEXT, field) }];
  }
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([key, value]) => [
    ...unstorableTextIssues(key, t, [...path, key]),
    ...unstorableTextIssues(value, t, [...path, key]),
  ]);
}
