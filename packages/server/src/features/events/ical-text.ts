/**
 * A value for an iCalendar TEXT property (RFC 5545 §3.3.11): backslash, semicolon and comma
 * escaped, every line break written as `\n`, and any other control character dropped. The
 * calendar library escapes SUMMARY, DESCRIPTION and LOCATION itself but writes `NAME:` and
 * `X-WR-CALNAME:` as given, where a raw CRLF would end the calendar and start another.
 */
export function icalText(value: string): string {
  let out = '';
  const chars = value.replace(/\r\n|\r|\n/g, '\n');
  for (const char of chars) {
    const code = char.charCodeAt(0);
    if (char === '\n') out += '\\n';
    else if (char === '\\' || char === ';' || char === ',') out += `\\${char}`;
    else if (code >= 0x20 && code !== 0x7f) out += char;
  }
  return out;
}
