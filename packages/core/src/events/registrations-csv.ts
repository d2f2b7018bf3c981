import type { Registration } from '../contract/events/events.schemas';
import { toCsv } from '../csv/csv-writer';

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

/** An event's registrations as CSV (RFC 4180, CRLF line ends, header row), for the web export and the CLI. */
export function registrationsToCsv(items: readonly Registration[]): string {
  return toCsv(
    REGISTRATION_CSV_COLUMNS,
    items.map((item) => REGISTRATION_CSV_COLUMNS.map((column) => item[column])),
  );
}
