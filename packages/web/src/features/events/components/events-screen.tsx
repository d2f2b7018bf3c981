import type { OpenEventListRequest } from '@ailab/core/contract/events/events.schemas';
import { contract } from '@ailab/core/contract/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, useInfiniteList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import { EventCard } from './event-card';
import { EventFilters, type EventFilterValues } from './event-filters';
import { viewerTimeZone } from './event-when';

type OpenEventFilters = Omit<OpenEventListRequest, 'cursor' | 'limit'>;

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
  const [values, setValues] = useState<EventFilterValues>({
    when: 'upcoming',
    query: '',
    kind: '',
    month: '',
  });
  const query = useDebouncedValue(values.query.trim());
  const list = useInfiniteList({
    queryKey: queryKeys.events.open({}),
    fetchPage: endpointFetcher(api, contract.open.eventListing),
    filters: toRequest(values, query, timeZone),
    pageSize: 12,
  });
  const { items, total } = list;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('events:web.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t('events:web.intro')}</p>
      </header>
      <EventFilters values={values} onChange={setValues} />
      {list.query.isPending ? (
        <LoadingSkeleton variant="cards" count={4} />
      ) : list.query.isError ? (
        <ErrorState
          error={list.query.error}
          onRetry={() => void list.query.refetch()}
          retrying={list.query.isRefetching}
        />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {t('events:web.count', { count: total })}
          </p>
          <ul className="space-y-3">
            {items.map((event) => (
              <EventCard key={event.id} event={event} timeZone={timeZone} headingLevel={2} />
            ))}
          </ul>
          {list.query.hasNextPage ? (
            <div className="text-center">
              <Button
                variant="secondary"
                loading={list.query.isFetchingNextPage}
                onClick={() => void list.query.fetchNextPage()}
              >
                {t('events:web.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
