import { text } from './text';

/** The message key (`errors:validation.single_line`) of a one-line field holding a line break or control character. */
export const SINGLE_LINE = 'single_line';

/**
 * True when `value` holds no C0 control character (U+0000–U+001F: CR, LF, TAB…) and no DEL.
 * A line break in a title or a name would end a header line wherever the value is written
 * line by line: an iCalendar property, an email header, a CSV row, a log line.
 */
export function isSingleLine(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * The base of every one-line text field (titles, names, slugs, venues, tags, search text): what
 * `text()` accepts, without control characters. Chain limits as on any string:
 * `singleLineText().trim().min(1).max(80)`.
 */
export function singleLineText() {
  return text().refine(isSingleLine, { message: SINGLE_LINE });
}
