import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { eventsKeys } from './events-query-keys';

/** One published event by its slug, with the caller's registration; null when there is none. */
export function eventQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: eventsKeys.one(slug),
    queryFn: async () => (await api.open.eventListing({ slug, limit: 1 })).items[0] ?? null,
  });
}

export function useEvent(slug: string) {
  const { api } = useServices();
  return useQuery(eventQueryOptions(api, slug));
}
