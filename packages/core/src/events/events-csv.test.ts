import { describe, expect, it } from 'vitest';
import { EVENT_BULK_CSV } from '../bulk/event-bulk-csv';
import { readCsvText } from '../bulk/read-csv-text';
import type { AdminEvent } from '../contract/events/events.schemas';
import { eventsToCsv } from './events-csv';

const event: AdminEvent = {
  id: 'e1',
  slug: 'ai-day',
  title: '=HYPERLINK("http://x")',
  description: 'Talks, demos\nand "coffee"',
  kind: 'talk',
  state: 'published',
  starts_at: '2026-12-01T16:00:00.000Z',
  ends_at: '2026-12-01T18:00:00.000Z',
  time_zone: 'America/Mexico_City',
  venue: 'Sala 1, CDMX',
  cover_url: null,
  recording_url: null,
  materials: [],
  capacity: 40,
  seats_left: 38,
  registration_opens_at: null,
  registration_closes_at: null,
  organiser_name: 'Ana',
  online_url: null,
  organiser_id: 'u1',
  counts: { confirmed: 2, waitlisted: 1, pending: 0, cancelled: 0, checked_in: 1 },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('eventsToCsv', () => {
  it('writes one row an event, quoting and defusing formula-like cells', () => {
    const [header, row, end] = eventsToCsv([event]).split('\r\n');
    expect(header).toBe(
      'id,slug,title,kind,state,start,end,time_zone,capacity,confirmed,waitlisted,checked_in,venue,online_url,cover_url,registration_opens,registration_closes,description',
    );
    expect(row).toBe(
      `e1,ai-day,"'=HYPERLINK(""http://x"")",talk,published,2026-12-01T16:00:00.000Z,2026-12-01T18:00:00.000Z,America/Mexico_City,40,2,1,1,"Sala 1, CDMX",,,,,"Talks, demos\nand ""coffee"""`,
    );
    expect(end).toBe('');
  });

  it('reads back through the events import parser with every importable field', () => {
    const read = readCsvText(eventsToCsv([{ ...event, title: 'AI Day' }]), EVENT_BULK_CSV.fields);
    if (!read.ok) throw new Error(read.problem);
    expect(read.records[0]?.values).toMatchObject({
      slug: 'ai-day',
      title: 'AI Day',
      kind: 'talk',
      starts_at: '2026-12-01T16:00:00.000Z',
      ends_at: '2026-12-01T18:00:00.000Z',
      time_zone: 'America/Mexico_City',
      capacity: '40',
      state: 'published',
      venue: 'Sala 1, CDMX',
      description: 'Talks, demos\nand "coffee"',
    });
  });
});
