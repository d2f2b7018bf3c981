import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EventRow } from './events.repository';
import { icalText } from './ical-text';

/** One event to put in a calendar, and whether its online link may be shown. */
export interface CalendarEntry {
  event: EventRow;
  showOnlineLink: boolean;
}

function location(entry: CalendarEntry): string | null {
  if (entry.event.venue) return entry.event.venue;
  if (entry.event.online_url) return entry.showOnlineLink ? entry.event.online_url : 'Online';
  return null;
}

/**
 * An iCalendar document (RFC 5545) of some events. Times are written in UTC,
 * so every calendar app places them right whatever the event's zone.
 */
export function buildCalendar(
  entries: readonly CalendarEntry[],
  options: { name: string; eventUrl: (slug: string) => string; stamp: Date },
): string {
  const calendar = ical({
    name: icalText(options.name),
    prodId: { company: 'AI Lab', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const entry of entries) {
    const { event } = entry;
    calendar.createEvent({
      id: `${event.id}@ailab`,
      start: new Date(event.starts_at),
      end: new Date(event.ends_at),
      stamp: options.stamp,
      summary: event.title,
      description: event.description,
      location: location(entry),
      url: options.eventUrl(event.slug),
      status: event.state === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
