import { isApiError } from '@ailab/core/errors/api-error';
import type { Translate } from '../i18n/translator';

/** A one-line translated message for any error, for forms that show it in place. */
export function describeError(error: unknown, t: Translate): string {
  if (isApiError(error)) return error.status === 0 ? t(`errors:codes.${error.code}`) : error.message;
  return error instanceof Error ? error.message : String(error);
}
