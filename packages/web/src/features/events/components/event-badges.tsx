import type { PublicEvent } from '@ailab/core/contract/schemas/events';
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
    <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-ink-muted">
      {event.venue ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{event.venue}</span>
        </span>
      ) : null}
      {event.is_online ? (
        <span className={cn(pill, 'bg-success-soft text-success')}>
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
    return <span className={cn(pill, 'bg-danger-soft text-danger')}>{t('web.cancelled')}</span>;
  if (!event.registration_open)
    return <span className={cn(pill, 'bg-surface-muted text-ink-muted')}>{t('web.closed')}</span>;
  if (event.seats_left === 0)
    return <span className={cn(pill, 'bg-warning-soft text-warning')}>{t('web.waitlist')}</span>;
  return (
    <span className={cn(pill, 'bg-success-soft text-success')}>
      {t('web.seatsLeft', { count: event.seats_left })}
    </span>
  );
}
