// The rules of the shared fields as plain values, without zod: the web app's sign-in and
// sign-up pages check input with them before the contract (and zod) have loaded.
// `fields.ts` builds the contract's zod fields from these same values.

/** Password policy, shared by the server, the web forms and the CLI. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** One-time codes are this many digits. */
export const CODE_LENGTH = 6;
/** The longest email address accepted. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An email address as browsers accept it in `<input type="email">` (HTML5's rule, the same
 * pattern as zod's `z.regexes.html5Email`), so single-label hosts such as `admin@localhost` work.
 */
export const HTML5_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A one-time code: exactly {@link CODE_LENGTH} digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** True when `value` (already trimmed) passes the contract's `EmailField`. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && HTML5_EMAIL.test(value);
}

/** True when `value` (already trimmed) passes the contract's `CodeField`. */
export function isCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}
