import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
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
      <ListView
        query={query}
        items={items}
        skeleton="rows"
        skeletonCount={2}
        empty={{
          title: t('events:web.myEventsEmpty'),
          action: (
            <Link to={paths.events} className={buttonClasses('secondary')}>
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('events:web.browse')}
            </Link>
          ),
        }}
      >
        {(events) => (
          <ul className="space-y-3">
            {events.map((event) => (
              <EventCard key={event.id} event={event} timeZone={viewerTimeZone()} />
            ))}
          </ul>
        )}
      </ListView>
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
