import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { paths } from '../../../config/paths';
import { useIssueCalendarFeed } from '../api/calendar-feed';
import { useMyEvents } from '../api/list-my-events';
import { EventCard } from './event-card';
import { viewerTimeZone } from './event-when';

/** The member's upcoming events on the dashboard, with their private calendar feed. */
export function MyEventsCard() {
  const { t } = useTranslation(['events', 'common']);
  const query = useMyEvents('upcoming');
  const feed = useIssueCalendarFeed();
  const items = query.data?.items ?? [];
  return (
    <Card id="my-events" title={t('events:web.myEvents')} className="mt-6">
      {query.isPending ? (
        <SectionSpinner />
      ) : query.isError ? (
        <FormError error={query.error} />
      ) : items.length === 0 ? (
        <div className="space-y-3 text-sm text-ink-muted">
          <p>{t('events:web.myEventsEmpty')}</p>
          <Link to={paths.events} className={buttonClasses('secondary')}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('events:web.browse')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((event) => (
            <EventCard key={event.id} event={event} timeZone={viewerTimeZone()} />
          ))}
        </ul>
      )}
      <div className="mt-5 space-y-2 border-t border-line pt-4">
        <h3 className="text-sm font-semibold text-ink">{t('events:web.calendarFeed')}</h3>
        <p className="text-sm text-ink-subtle">{t('events:web.calendarFeedHint')}</p>
        <FormError error={feed.error} />
        {feed.data ? (
          <code className="block rounded bg-surface-muted px-2 py-1 font-mono text-xs break-all">
            {feed.data.url}
          </code>
        ) : null}
        <Button variant="secondary" loading={feed.isPending} onClick={() => feed.mutate()}>
          {t('events:web.calendarFeedCreate')}
        </Button>
      </div>
    </Card>
  );
}
