import type { PublicEvent } from '@ailab/core/contract/events/events.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { KindBadge, PlaceBadge, SeatsBadge } from './event-badges';
import { dayBadge, formatRange } from './event-when';

interface EventCardProps {
  event: PublicEvent;
  timeZone: string;
  /** The title's heading level: 2 in a list right under the page's `h1`, 3 (default) inside a card. */
  headingLevel?: 2 | 3;
  /** More about the event under its place (ZoomLab's join link, recording and materials). */
  children?: ReactNode;
}

/** One event in the listing: its day, title, time in the viewer's zone and language, place and seats. */
export function EventCard({ event, timeZone, headingLevel = 3, children }: EventCardProps) {
  const { t, i18n } = useTranslation('events');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const day = dayBadge(event.starts_at, i18n.language, timeZone);
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div
        aria-hidden="true"
        className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200"
      >
        <span className="text-xs font-semibold uppercase">{day.month}</span>
        <span className="text-xl font-bold">{day.day}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={event.kind} />
          <SeatsBadge event={event} />
          {event.my_registration && event.my_registration.status !== 'cancelled' ? (
            <span className="text-xs font-medium text-brand-700 dark:text-brand-300">
              {t(`web.mine.${event.my_registration.status}`)}
            </span>
          ) : null}
        </div>
        <Heading className="text-base font-semibold text-ink">
          <Link to={paths.event(event.slug)} className="hover:underline focus-visible:underline">
            {event.title}
          </Link>
        </Heading>
        <p className="text-sm text-ink-muted">
          <time dateTime={event.starts_at}>
            {formatRange(event.starts_at, event.ends_at, i18n.language, timeZone)}
          </time>
        </p>
        <PlaceBadge event={event} />
        {children}
      </div>
    </li>
  );
}
