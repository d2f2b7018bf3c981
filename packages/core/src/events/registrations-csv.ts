import type { Registration } from '../contract/events/events.schemas';

/** The columns of a registrations export, in order. */
export const REGISTRATION_CSV_COLUMNS = [
  'name',
  'email',
  'status',
  'waitlist_position',
  'checked_in',
  'member',
  'registered_at',
  'confirmed_at',
  'cancelled_at',
] as const;

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // RFC 4180 quoting; a leading =, +, - or @ is prefixed so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** An event's registrations as CSV (RFC 4180, CRLF line ends, header row), for the web export and the CLI. */
export function registrationsToCsv(items: readonly Registration[]): string {
  const lines = [REGISTRATION_CSV_COLUMNS.join(',')];
  for (const item of items)
    lines.push(REGISTRATION_CSV_COLUMNS.map((column) => cell(item[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
