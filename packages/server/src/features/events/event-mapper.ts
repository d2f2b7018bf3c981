import {
  type AdminEvent,
  type EventMaterial,
  EventMaterialSchema,
  type MyRegistration,
  type PublicEvent,
} from '@ailab/core/contract/events/events.schemas';
import type { EventRow } from './events.repository';
import type { RegistrationRow } from './registrations.repository';

/** How many registrations an event has in each state, and how many have arrived. */
export interface EventCounts {
  confirmed: number;
  waitlisted: number;
  pending: number;
  cancelled: number;
  checked_in: number;
}

export const NO_REGISTRATIONS: EventCounts = {
  confirmed: 0,
  waitlisted: 0,
  pending: 0,
  cancelled: 0,
  checked_in: 0,
};

/** Folds grouped count rows into counts per event. */
export function countsByEvent(
  rows: readonly { event_id: string; status: RegistrationRow['status']; total: number; arrived: number }[],
): Map<string, EventCounts> {
  const counts = new Map<string, EventCounts>();
  for (const row of rows) {
    const current = counts.get(row.event_id) ?? { ...NO_REGISTRATIONS };
    current[row.status] += row.total;
    if (row.status === 'confirmed') current.checked_in += row.arrived;
    counts.set(row.event_id, current);
  }
  return counts;
}

/** True while the event takes registrations: published, not started, inside its window. */
export function isRegistrationOpen(row: EventRow, now: Date): boolean {
  const at = now.toISOString();
  if (row.state !== 'published' || at >= row.starts_at) return false;
  if (row.registration_opens_at && at < row.registration_opens_at) return false;
  if (row.registration_closes_at && at >= row.registration_closes_at) return false;
  return true;
}

/** The stored materials list; anything unreadable is no materials rather than a failed page. */
function parseMaterials(stored: string): EventMaterial[] {
  try {
    const parsed = EventMaterialSchema.array().safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function seatsLeft(row: EventRow): number {
  return Math.max(0, row.capacity - row.confirmed_count);
}

function shared(row: EventRow, organiserName: string) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    kind: row.kind,
    state: row.state,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    time_zone: row.time_zone,
    venue: row.venue,
    cover_url: row.cover_url,
    recording_url: row.recording_url,
    materials: parseMaterials(row.materials),
    capacity: row.capacity,
    seats_left: seatsLeft(row),
    registration_opens_at: row.registration_opens_at,
    registration_closes_at: row.registration_closes_at,
    organiser_name: organiserName,
  };
}

/** An event as administrators see it. */
export function eventRowToAdmin(row: EventRow, counts: EventCounts, organiserName: string): AdminEvent {
  return {
    ...shared(row, organiserName),
    online_url: row.online_url,
    organiser_id: row.organiser_id,
    counts,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The caller's registration as they see it, with their place on the waitlist. */
export function myRegistration(row: RegistrationRow, waitlistAhead: number): MyRegistration {
  return {
    id: row.id,
    status: row.status,
    waitlist_position: row.status === 'waitlisted' ? waitlistAhead + 1 : null,
    checked_in: row.checked_in_at !== null,
  };
}

/** An event as the public sees it; the online link only for a confirmed attendee. */
export function eventRowToPublic(
  row: EventRow,
  input: {
    organiserName: string;
    waitlisted: number;
    mine: MyRegistration | null;
    now: Date;
    calendarUrl: string;
  },
): PublicEvent {
  const confirmed = input.mine?.status === 'confirmed';
  return {
    ...shared(row, input.organiserName),
    is_online: row.online_url !== null,
    online_url: confirmed ? row.online_url : null,
    registration_open: isRegistrationOpen(row, input.now),
    waitlisted: input.waitlisted,
    calendar_url: input.calendarUrl,
    my_registration: input.mine,
  };
}
