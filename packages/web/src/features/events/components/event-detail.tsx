import type { PublicEvent } from '@ailab/core/contract/events/events.schemas';
import { ArrowLeft, CalendarPlus, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { KindBadge, PlaceBadge, SeatsBadge } from './event-badges';
import { EventDescription } from './event-description';
import { calendarHref, formatRange } from './event-when';
import { RegistrationPanel } from './registration-panel';

/**
 * An event page: when, labelled as the visitor's own time and (when it differs) the event's local time in its zone,
 * where, seats, description, actions, and the way back to the listing.
 */
export function EventDetail({ event, timeZone }: { event: PublicEvent; timeZone: string }) {
  const { t, i18n } = useTranslation('events');
  const local = formatRange(event.starts_at, event.ends_at, i18n.language, timeZone);
  const there = formatRange(event.starts_at, event.ends_at, i18n.language, event.time_zone);
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <Link to={paths.events} className="inline-flex items-center gap-1 text-sm text-link underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('web.allEvents')}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={event.kind} />
          <SeatsBadge event={event} />
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words text-ink">{event.title}</h1>
        <div className="space-y-1 text-ink-muted">
          <p>
            <span className="font-medium text-ink">{t('web.yourTime', { zone: timeZone })}</span>{' '}
            <time dateTime={event.starts_at} data-testid="event-your-time">
              {local}
            </time>
          </p>
          {there !== local || event.time_zone !== timeZone ? (
            <p className="text-sm text-ink-subtle" data-testid="event-zone-time">
              {t('web.eventTime', { time: there, zone: event.time_zone })}
            </p>
          ) : null}
          <PlaceBadge event={event} />
          <p className="text-sm text-ink-subtle">{t('web.organiser', { name: event.organiser_name })}</p>
        </div>
        <EventDescription text={event.description} />
      </div>
      <aside className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm lg:self-start">
        <p className="text-sm text-ink-muted">
          {t('web.capacity', {
            seats: event.seats_left,
            capacity: event.capacity,
            waiting: event.waitlisted,
          })}
        </p>
        {event.online_url ? (
          <a
            href={event.online_url}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'w-full')}
          >
            <Video aria-hidden="true" className="size-4" />
            {t('web.joinOnline')}
          </a>
        ) : null}
        <RegistrationPanel event={event} />
        <a href={calendarHref(event.calendar_url)} download className={buttonClasses('ghost', 'w-full')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('web.addToCalendar')}
        </a>
      </aside>
    </article>
  );
}
