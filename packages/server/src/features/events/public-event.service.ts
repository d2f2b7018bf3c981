import type { OpenEventListBody, PublicEvent } from '@ailab/core/contract/events/events.schemas';
import type { SortValue } from '@ailab/core/contract/schemas/list';
import { monthBoundsUtc } from '@ailab/core/events/zoned-time';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { AppError } from '../../http/app-error';
import { publicUrl } from '../../mail/send-template';
import { type EventListFilters, type EventListRow, eventListQuery } from './event-list.repository';
import { countsByEvent, eventRowToPublic, myRegistration } from './event-mapper';
import { eventSearchCondition } from './event-search';
import {
  countRegistrations,
  findRegistrationById,
  type RegistrationRow,
  registrationsOfUser,
  waitlistAhead,
} from './registrations.repository';

/** The public `.ics` address of an event. */
export function eventCalendarUrl(ctx: AppContext, slug: string): string {
  return `${publicUrl(ctx)}/calendar/events/${encodeURIComponent(slug)}.ics`;
}

/**
 * Public views of some events: counts for seats and waitlist, and the
 * viewer's own registration (a member by user id, a visitor by the
 * registration their link proved).
 */
export async function toPublicEvents(
  ctx: AppContext,
  rows: readonly EventListRow[],
  viewer: { userId: string | null; registrationId?: string },
): Promise<PublicEvent[]> {
  const ids = rows.map((row) => row.id);
  const counts = countsByEvent(await countRegistrations(ctx.db, ids));
  const mine = new Map<string, RegistrationRow>();
  if (viewer.userId)
    for (const row of await registrationsOfUser(ctx.db, viewer.userId, ids)) mine.set(row.event_id, row);
  if (viewer.registrationId) {
    const row = await findRegistrationById(ctx.db, viewer.registrationId);
    if (row) mine.set(row.event_id, row);
  }
  const now = ctx.now();
  return Promise.all(
    rows.map(async (row) => {
      const own = mine.get(row.id);
      const ahead = own?.status === 'waitlisted' ? await waitlistAhead(ctx.db, row.id, own.queue_seq) : 0;
      return eventRowToPublic(row, {
        organiserName: `${row.organiser_first} ${row.organiser_last}`.trim(),
        waitlisted: counts.get(row.id)?.waitlisted ?? 0,
        mine: own ? myRegistration(own, ahead) : null,
        now,
        calendarUrl: eventCalendarUrl(ctx, row.slug),
      });
    }),
  );
}

/** One published (or cancelled) event as a viewer sees it. */
export async function publicEventFor(
  ctx: AppContext,
  eventId: string,
  userId: string | null,
  registrationId?: string,
): Promise<PublicEvent> {
  const rows = await eventListQuery(ctx.db, {
    id: eventId,
    states: ['published', 'cancelled'],
    now: ctx.now().toISOString(),
  }).execute();
  const [event] = await toPublicEvents(ctx, rows, { userId, ...(registrationId ? { registrationId } : {}) });
  if (!event) throw new AppError('NOT_FOUND', { params: { path: eventId } });
  return event;
}

/** Sort keys of event lists and the columns they order by; the id breaks ties. */
const EVENT_SORT_COLUMNS = {
  starts_at: 'events.starts_at',
  title: sql`lower(events.title)`,
  created_at: 'events.created_at',
} as const;

/** Runs a filtered, keyset-paged event list (shared keyset helper), soonest first unless sorted otherwise. */
export function pageEvents(
  ctx: AppContext,
  filters: EventListFilters,
  options: {
    list: string;
    sort: SortValue<keyof typeof EVENT_SORT_COLUMNS> | undefined;
    defaultSort: SortValue<keyof typeof EVENT_SORT_COLUMNS>;
    cursor: string | undefined;
    limit: number;
  },
) {
  const order = keysetSort(options.list, options.sort, options.defaultSort, EVENT_SORT_COLUMNS, 'events.id');
  return keysetPage(ctx.db, eventListQuery(ctx.db, filters), {
    sort: order,
    cursor: options.cursor,
    limit: options.limit,
  });
}

/** `open/event/listing`: published events, upcoming (soonest first) or past (latest first). */
export async function listOpenEvents(
  ctx: AppContext,
  viewerId: string | null,
  body: z.output<typeof OpenEventListBody>,
) {
  const search = body.query ? eventSearchCondition(ctx.dialect, body.query) : undefined;
  const month = body.month ? monthBoundsUtc(body.month, body.viewer_time_zone ?? 'UTC') : undefined;
  const filters: EventListFilters = {
    states: ['published'],
    when: body.slug ? undefined : body.when,
    now: ctx.now().toISOString(),
    ...(body.kind ? { kind: body.kind } : {}),
    ...(body.online ? { online: true } : {}),
    ...(month ? { startsFrom: month.from, startsBefore: month.to } : {}),
    ...(body.slug ? { slug: body.slug } : {}),
    ...(search ? { search } : {}),
  };
  const page = await pageEvents(ctx, filters, {
    list: `open.events.${body.when}${body.online ? '.online' : ''}`,
    sort: body.sort,
    defaultSort: body.when === 'past' ? '-starts_at' : 'starts_at',
    cursor: body.cursor,
    limit: body.limit,
  });
  return { ...page, items: await toPublicEvents(ctx, page.items, { userId: viewerId }) };
}
