import type { Expression, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventRow } from './events.repository';

/** What an event list may be narrowed by. */
export interface EventListFilters {
  states?: readonly EventRow['state'][];
  /** `upcoming`: not ended yet at `now`; `past`: ended. */
  when?: 'upcoming' | 'past';
  now: string;
  kind?: EventRow['kind'];
  /** Only events with an online link. */
  online?: boolean;
  startsFrom?: string;
  startsBefore?: string;
  slug?: string;
  id?: string;
  organiserId?: string;
  /** Event ids to keep (e.g. a member's own events). */
  ids?: readonly string[];
  /** A full-text condition (see `eventSearchCondition`). */
  search?: Expression<SqlBool>;
}

export type EventListRow = EventRow & { organiser_first: string; organiser_last: string };

type EventQuery = SelectQueryBuilder<Database, 'events' | 'users', object>;

function applyFilters(query: EventQuery, filters: EventListFilters): EventQuery {
  let q = query;
  if (filters.states) q = q.where('events.state', 'in', filters.states);
  if (filters.when === 'upcoming') q = q.where('events.ends_at', '>=', filters.now);
  if (filters.when === 'past') q = q.where('events.ends_at', '<', filters.now);
  if (filters.kind) q = q.where('events.kind', '=', filters.kind);
  if (filters.online) q = q.where('events.online_url', 'is not', null);
  if (filters.startsFrom) q = q.where('events.starts_at', '>=', filters.startsFrom);
  if (filters.startsBefore) q = q.where('events.starts_at', '<', filters.startsBefore);
  if (filters.slug) q = q.where('events.slug', '=', filters.slug);
  if (filters.id) q = q.where('events.id', '=', filters.id);
  if (filters.organiserId) q = q.where('events.organiser_id', '=', filters.organiserId);
  if (filters.ids) q = q.where('events.id', 'in', filters.ids.length > 0 ? filters.ids : ['']);
  if (filters.search) q = q.where(filters.search);
  return q;
}

/** The base query of every event list: events with their organiser's name. */
export function eventListQuery(db: Kysely<Database>, filters: EventListFilters) {
  return applyFilters(
    db
      .selectFrom('events')
      .innerJoin('users', 'users.id', 'events.organiser_id')
      .selectAll('events')
      .select(['users.first_name as organiser_first', 'users.last_name as organiser_last']) as EventQuery,
    filters,
  ) as unknown as SelectQueryBuilder<Database, 'events' | 'users', EventListRow>;
}
