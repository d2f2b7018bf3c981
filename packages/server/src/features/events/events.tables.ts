export interface EventsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  kind: 'talk' | 'workshop' | 'demo_day' | 'office_hours';
  state: 'draft' | 'published' | 'cancelled';
  starts_at: string;
  ends_at: string;
  time_zone: string;
  venue: string | null;
  online_url: string | null;
  cover_url: string | null;
  /** ZoomLab: the session's recording, shown as a link only. */
  recording_url: string | null;
  /** ZoomLab: a JSON list of `{ title, url }` links (`[]` when none). */
  materials: string;
  capacity: number;
  confirmed_count: number;
  queue_seq: number;
  registration_opens_at: string | null;
  registration_closes_at: string | null;
  organiser_id: string;
  published_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventRegistrationsTable {
  id: string;
  event_id: string;
  user_id: string | null;
  email: string;
  name: string;
  language: string;
  status: 'pending' | 'confirmed' | 'waitlisted' | 'cancelled';
  queue_seq: number;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  cancel_token_hash: string | null;
  checked_in_at: string | null;
  reminder_sent_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventCalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

/** The events tables. Merged into `Database` (db/schema.ts). */
export interface EventsTables {
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  event_calendar_feeds: EventCalendarFeedsTable;
}
