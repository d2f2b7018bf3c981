import { type EventImportRow, EventImportRowSchema } from '../contract/events/event-import.schemas';
import type { CsvField, CsvRecord } from '../csv/csv-records';
import { isTimeZone, isWallTime, zonedWallTimeToUtc } from '../events/zoned-time';
import type { BulkCsvSpec } from './bulk-client';

/** The columns of an events CSV file and the header names each is recognised by. */
export const EVENT_CSV_FIELDS: Record<string, CsvField> = {
  slug: { headers: ['slug'], required: true },
  title: { headers: ['title', 'name'], required: true },
  kind: { headers: ['kind', 'type'], required: true },
  starts_at: { headers: ['start', 'starts', 'start time'], required: true },
  ends_at: { headers: ['end', 'ends', 'end time'], required: true },
  time_zone: { headers: ['time_zone', 'timezone', 'tz', 'zone'], required: true },
  capacity: { headers: ['capacity', 'seats'], required: true },
  description: { headers: ['description'] },
  venue: { headers: ['venue', 'place'] },
  online_url: { headers: ['online_url', 'online link', 'link'] },
  cover_url: { headers: ['cover_url', 'cover', 'cover image'] },
  registration_opens_at: { headers: ['registration_opens', 'registration opens', 'opens'] },
  registration_closes_at: { headers: ['registration_closes', 'registration closes', 'closes'] },
  state: { headers: ['state', 'status'] },
};

const TIME_FIELDS = ['starts_at', 'ends_at', 'registration_opens_at', 'registration_closes_at'];

/**
 * The request row of one CSV record. Empty cells are left out (the server
 * reads them as empty), a whole number of seats becomes a number, and a wall
 * time `YYYY-MM-DD HH:mm` is read in the row's own zone; anything else is passed
 * on as written for the contract's row schema to name.
 */
export function eventImportRow(record: CsvRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const zone = record.values.time_zone ?? '';
  for (const [field, value] of Object.entries(record.values)) {
    if (value === '') continue;
    if (field === 'capacity') row[field] = /^\d+$/.test(value) ? Number(value) : value;
    else if (TIME_FIELDS.includes(field) && isWallTime(value) && isTimeZone(zone))
      row[field] = zonedWallTimeToUtc(value.replace(' ', 'T'), zone);
    else row[field] = value;
  }
  return row;
}

/** An events CSV (`ailab event import`): idempotent by slug. */
export const EVENT_BULK_CSV: BulkCsvSpec<EventImportRow> = {
  fields: EVENT_CSV_FIELDS,
  toRow: eventImportRow,
  rowSchema: EventImportRowSchema,
  keyOf: (record) => record.values.slug ?? '',
};
