import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { publicUrl } from '../../mail/send-template';
import { hashSecret, newToken } from '../../security/secrets';
import { buildCalendar, type CalendarEntry } from './event-calendar';
import { eventPageUrl } from './event-mail';
import { findEventBySlug } from './events.repository';

/** Issues the member's private feed URL; the token is stored hashed, so a new request replaces the old URL. */
export async function issueCalendarFeed(ctx: AppContext, caller: Caller): Promise<{ url: string }> {
  const token = newToken('ailab_cal_');
  const row = { user_id: caller.user.id, token_hash: hashSecret(token), created_at: ctx.now().toISOString() };
  await ctx.db
    .insertInto('event_calendar_feeds')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }),
    )
    .execute();
  return { url: `${publicUrl(ctx)}/calendar/feeds/${token}.ics` };
}

function calendarOptions(ctx: AppContext, name: string) {
  return { name, eventUrl: (slug: string) => eventPageUrl(ctx, slug), stamp: ctx.now() };
}

/** The iCalendar feed behind a private token: every event the member holds a seat or waitlist place for. */
export async function feedCalendar(ctx: AppContext, token: string): Promise<string> {
  const feed = await ctx.db
    .selectFrom('event_calendar_feeds')
    .select('user_id')
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!feed) throw new AppError('NOT_FOUND', { params: { path: '/calendar/feeds' } });
  const rows = await ctx.db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .selectAll('e')
    .select('r.status as registration_status')
    .where('r.user_id', '=', feed.user_id)
    .where('r.status', 'in', ['confirmed', 'waitlisted'])
    .where('e.state', 'in', ['published', 'cancelled'])
    .orderBy('e.starts_at')
    .execute();
  const entries: CalendarEntry[] = rows.map(({ registration_status, ...event }) => ({
    event,
    showOnlineLink: registration_status === 'confirmed',
  }));
  return buildCalendar(entries, calendarOptions(ctx, 'AI Lab events'));
}

/** The public `.ics` of one published event (never with its online link). */
export async function eventCalendar(ctx: AppContext, slug: string): Promise<string> {
  const event = await findEventBySlug(ctx.db, slug);
  if (!event || event.state === 'draft')
    throw new AppError('NOT_FOUND', { params: { path: `/calendar/events/${slug}` } });
  return buildCalendar([{ event, showOnlineLink: false }], calendarOptions(ctx, event.title));
}
