import { z } from 'zod';
import {
  CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  HTML5_EMAIL,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './field-rules';
import { singleLineText } from './single-line-text';
import { text } from './text';

export { CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-rules';

/**
 * An email address as browsers accept it in `<input type="email">` (HTML5's
 * rule), so single-label hosts such as the default `admin@localhost` work.
 * Stored and compared lower-cased.
 */
export const EmailField = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: HTML5_EMAIL }))
  .transform((value) => value.toLowerCase());
export const PasswordField = text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password being checked, not set: any non-empty string within the limit. */
export const PasswordAttemptField = text().min(1).max(PASSWORD_MAX_LENGTH);
export const CodeField = z.string().regex(CODE_PATTERN);
export const NameField = singleLineText().trim().min(1).max(80);
export const UserNameField = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[a-zA-Z0-9_.-]+$/);
export const LanguageField = z.enum(['en-US', 'es-MX', 'ja-JP']);
export const IsoDateTime = z.string();
export const OkResponse = z.object({ ok: z.literal(true), message: z.string() });
/** A request naming one stored object by its id (remove a news source, stop following a target). */
export const IdBody = z.strictObject({ id: z.string().min(1).max(64) });
