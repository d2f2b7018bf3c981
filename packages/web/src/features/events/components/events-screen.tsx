import type { OpenEventListRequest } from '@ailab/core/contract/events/events.schemas';
import { contract } from '@ailab/core/contract/index';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list/list-view';
import { LoadMore } from '../../../components/list/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, useInfiniteList, useListSearchParams } from '../../../lib/list-query';
import { eventsKeys } from '../api/events-query-keys';
import { EventCard } from './event-card';
import { EventFilters, type EventFilterValues } from './event-filters';
import { viewerTimeZone } from './event-when';

type OpenEventFilters = Omit<OpenEventListRequest, 'cursor' | 'limit'>;

/** The listing's filters, kept in the URL. */
const LIST_PARAMS = { when: 'string', q: 'string', kind: 'string', month: 'string' } as const;

function toRequest(values: EventFilterValues, query: string, timeZone: string): OpenEventFilters {
  return {
    when: values.when,
    ...(query ? { query } : {}),
    ...(values.kind ? { kind: values.kind as OpenEventFilters['kind'] } : {}),
    ...(values.month ? { month: values.month, viewer_time_zone: timeZone } : {}),
  };
}

/** /events: upcoming and past events with search, kind and month filters. */
export function EventsScreen() {
  const { t } = useTranslation(['events', 'common']);
  const { api } = useServices();
  const timeZone = viewerTimeZone();
  useDocumentTitle(t('events:web.title'));
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const values: EventFilterValues = {
    when: params.when === 'past' ? 'past' : 'upcoming',
    query: params.q ?? '',
    kind: params.kind ?? '',
    month: params.month ?? '',
  };
  const list = useInfiniteList({
    queryKey: eventsKeys.open({}),
    fetchPage: endpointFetcher(api, contract.open.eventListing),
    filters: toRequest(values, values.query, timeZone),
    pageSize: 12,
  });
  const setFilters = (patch: Partial<EventFilterValues>) =>
    setParams({
      ...(patch.when !== undefined ? { when: patch.when === 'upcoming' ? undefined : patch.when } : {}),
      ...(patch.query !== undefined ? { q: patch.query } : {}),
      ...(patch.kind !== undefined ? { kind: patch.kind } : {}),
      ...(patch.month !== undefined ? { month: patch.month } : {}),
    });
  const filtered = Boolean(values.query || values.kind || values.month);
  const { items, total } = list;
  return (
    <ScreenContainer width="narrow" className="space-y-6">
      <PageHeader title={t('events:web.title')} description={t('events:web.intro')} />
      <EventFilters values={values} onChange={setFilters} />
      <ListView
        query={list.query}
        items={items}
        filtered={filtered}
        onClearFilters={() => setParams({ q: undefined, kind: undefined, month: undefined })}
        skeleton="cards"
        skeletonCount={4}
      >
        {(events) => (
          <>
            <p className="text-sm text-ink-subtle" aria-live="polite">
              {t('events:web.count', { count: total })}
            </p>
            <ul className="space-y-3">
              {events.map((event) => (
                <EventCard key={event.id} event={event} timeZone={timeZone} headingLevel={2} />
              ))}
            </ul>
            <LoadMore query={list.query} shown={events.length} total={total} />
          </>
        )}
      </ListView>
    </ScreenContainer>
  );
}
