import { z } from 'zod';

// Half of a surrogate pair without its other half: not valid Unicode, stored as broken UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is well-formed Unicode without NUL, so both databases store it as sent. */
export function isStorableText(value: string): boolean {
  // PostgreSQL refuses NUL in text; SQLite would cut strings at it in some functions.
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The message key (`errors:validation.invalid_text`) of text that cannot be stored. */
export const INVALID_TEXT = 'invalid_text';

/**
 * The base of every text field: a string of well-formed Unicode without NUL.
 * Chain limits as on any string: `text().trim().min(1).max(80)`.
 */
export function text() {
  return z.string().refine(isStorableText, { message: INVALID_TEXT });
}
