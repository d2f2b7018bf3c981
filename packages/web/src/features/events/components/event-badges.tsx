import type { PublicEvent } from '@ailab/core/contract/events/events.schemas';
import { MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** The kind of event as a small label. */
export function KindBadge({ kind }: { kind: PublicEvent['kind'] }) {
  const { t } = useTranslation('events');
  return <Badge tone="brand">{t(`web.kinds.${kind}`)}</Badge>;
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
        <Badge tone="info" icon={<Video aria-hidden="true" className="size-3.5" />}>
          {t('web.online')}
        </Badge>
      ) : null}
    </span>
  );
}

/** Seats left, "Waitlist" when full, or why registration is closed. */
export function SeatsBadge({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  if (event.state === 'cancelled') return <Badge tone="danger">{t('web.cancelled')}</Badge>;
  if (!event.registration_open) return <Badge tone="neutral">{t('web.closed')}</Badge>;
  if (event.seats_left === 0) return <Badge tone="warning">{t('web.waitlist')}</Badge>;
  return <Badge tone="success">{t('web.seatsLeft', { count: event.seats_left })}</Badge>;
}
