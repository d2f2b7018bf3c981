import type { AdminEvent } from '../contract/events/events.schemas';
import { type CsvValue, toCsv } from '../csv/csv-writer';

/**
 * The columns of an events export (`ailab event list --csv`), each with how it is read from an event. The
 * headers are those `ailab event import` recognises (`start`, `end`, `registration_opens`, …), so an exported
 * file imports again as it is; `id` and the registration counts are extra columns the import leaves alone.
 */
const EVENT_EXPORT_COLUMNS: readonly [string, (event: AdminEvent) => CsvValue][] = [
  ['id', (event) => event.id],
  ['slug', (event) => event.slug],
  ['title', (event) => event.title],
  ['kind', (event) => event.kind],
  ['state', (event) => event.state],
  ['start', (event) => event.starts_at],
  ['end', (event) => event.ends_at],
  ['time_zone', (event) => event.time_zone],
  ['capacity', (event) => event.capacity],
  ['confirmed', (event) => event.counts.confirmed],
  ['waitlisted', (event) => event.counts.waitlisted],
  ['checked_in', (event) => event.counts.checked_in],
  ['venue', (event) => event.venue],
  ['online_url', (event) => event.online_url],
  ['cover_url', (event) => event.cover_url],
  ['registration_opens', (event) => event.registration_opens_at],
  ['registration_closes', (event) => event.registration_closes_at],
  ['description', (event) => event.description],
];

/** Events as CSV (RFC 4180, CRLF line ends, header row, formula-like cells defused) through core's one writer. */
export function eventsToCsv(events: readonly AdminEvent[]): string {
  return toCsv(
    EVENT_EXPORT_COLUMNS.map(([header]) => header),
    events.map((event) => EVENT_EXPORT_COLUMNS.map(([, value]) => value(event))),
  );
}
