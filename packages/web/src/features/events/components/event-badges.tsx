import type { PublicEvent } from '@ailab/core/contract/events/events.schemas';
import { MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium';

/** The kind of event as a small label. */
export function KindBadge({ kind }: { kind: PublicEvent['kind'] }) {
  const { t } = useTranslation('events');
  return (
    <span className={cn(pill, 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200')}>
      {t(`web.kinds.${kind}`)}
    </span>
  );
}

/** Where it happens: the venue text, or an "Online" badge (the link itself only for attendees). */
export function PlaceBadge({ event }: { event: Pick<PublicEvent, 'venue' | 'is_online'> }) {
  const { t } = useTranslation('events');
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      {event.venue ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{event.venue}</span>
        </span>
      ) : null}
      {event.is_online ? (
        <span
          className={cn(pill, 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-200')}
        >
          <Video aria-hidden="true" className="size-3.5" />
          {t('web.online')}
        </span>
      ) : null}
    </span>
  );
}

/** Seats left, "Waitlist" when full, or why registration is closed. */
export function SeatsBadge({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  if (event.state === 'cancelled')
    return (
      <span className={cn(pill, 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200')}>
        {t('web.cancelled')}
      </span>
    );
  if (!event.registration_open)
    return (
      <span className={cn(pill, 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300')}>
        {t('web.closed')}
      </span>
    );
  if (event.seats_left === 0)
    return (
      <span className={cn(pill, 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200')}>
        {t('web.waitlist')}
      </span>
    );
  return (
    <span className={cn(pill, 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-200')}>
      {t('web.seatsLeft', { count: event.seats_left })}
    </span>
  );
}
