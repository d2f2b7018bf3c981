import type { PublicEvent } from '@ailab/core/contract/events/events.schemas';
import { contract } from '@ailab/core/contract/index';
import { Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListView } from '../../../../components/list/list-view';
import { LoadMore } from '../../../../components/list/load-more';
import { useServices } from '../../../../hooks/use-services';
import { endpointFetcher, useInfiniteList } from '../../../../lib/list-query';
import { eventsKeys } from '../../api/events-query-keys';
import { EventCard } from '../event-card';

interface SessionListProps {
  when: 'upcoming' | 'past';
  /** The section's heading id, naming the list. */
  headingId: string;
  timeZone: string;
  emptyTitle: string;
  emptyBody: string;
  /** What each session shows under its place. */
  details: (event: PublicEvent) => ReactNode;
}

/** One ZoomLab section: published events with an online link, upcoming (soonest first) or past (latest first). */
export function SessionList({ when, headingId, timeZone, emptyTitle, emptyBody, details }: SessionListProps) {
  const { api } = useServices();
  const list = useInfiniteList({
    queryKey: eventsKeys.open({ zoomlab: when }),
    fetchPage: endpointFetcher(api, contract.open.eventListing),
    filters: { when, online: true },
    pageSize: 6,
  });
  return (
    <ListView
      query={list.query}
      items={list.items}
      skeleton="cards"
      skeletonCount={2}
      empty={{
        title: emptyTitle,
        description: emptyBody,
        icon: <Video aria-hidden="true" className="size-6" />,
      }}
    >
      {(events) => (
        <>
          <ul aria-labelledby={headingId} className="space-y-3">
            {events.map((event) => (
              <EventCard key={event.id} event={event} timeZone={timeZone}>
                {details(event)}
              </EventCard>
            ))}
          </ul>
          <LoadMore query={list.query} shown={events.length} total={list.total} />
        </>
      )}
    </ListView>
  );
}
