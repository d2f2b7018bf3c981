import { singleLineText } from './single-line-text';

/** The message key (`errors:validation.http_url`) of an address that is not an http(s) URL. */
export const HTTP_URL = 'http_url';

/**
 * True when `value` is an absolute http:// or https:// URL. Anything else (`javascript:`, `data:`, a relative
 * path) would run or resolve in the browser wherever the address becomes a link or an image source.
 */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

/**
 * A one-line http(s) address of at most `max` characters, refused with `errors:validation.http_url` otherwise.
 * With `allowEmpty`, an empty string passes too (an optional field cleared by the form).
 */
export function httpUrl(max: number, options: { allowEmpty?: boolean } = {}) {
  return singleLineText()
    .trim()
    .max(max)
    .refine((value) => (options.allowEmpty === true && value === '') || isHttpUrl(value), {
      message: HTTP_URL,
    });
}
