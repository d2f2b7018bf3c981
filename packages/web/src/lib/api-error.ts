import { isApiError } from '@ailab/core/errors/api-error';

/** The message to show for a failed call: the server's translated message, or a generic fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

/** Field messages of a validation error, keyed by the first segment of the field path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const result: Record<string, string> = {};
  for (const issue of error.fields) {
    const key = issue.field.split('.')[0] ?? issue.field;
    result[key] ??= issue.message;
  }
  return result;
}
