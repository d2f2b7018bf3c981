import { z } from 'zod';
import { text } from './text';

/** Password policy, shared by the server, the web forms and the CLI. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** One-time codes are this many digits. */
export const CODE_LENGTH = 6;

/**
 * An email address as browsers accept it in `<input type="email">` (HTML5's
 * rule), so single-label hosts such as the default `admin@localhost` work.
 * Stored and compared lower-cased.
 */
export const EmailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ pattern: z.regexes.html5Email }))
  .transform((value) => value.toLowerCase());
export const PasswordField = text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password being checked, not set: any non-empty string within the limit. */
export const PasswordAttemptField = text().min(1).max(PASSWORD_MAX_LENGTH);
export const CodeField = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`));
export const NameField = text().trim().min(1).max(80);
export const UserNameField = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[a-zA-Z0-9_.-]+$/);
export const LanguageField = z.enum(['en-US', 'es-MX', 'ja-JP']);
export const IsoDateTime = z.string();
export const OkResponse = z.object({ ok: z.literal(true), message: z.string() });
