import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { eventsKeys } from './events-query-keys';

/** The member's own upcoming events (v1 business_account/all_events with `mine`). */
export function myEventsQueryOptions(api: ApiClient, when: 'upcoming' | 'past') {
  const filters = { mine: true, when, limit: 20 } as const;
  return queryOptions({
    queryKey: eventsKeys.mine(filters),
    queryFn: () => api.businessAccount.allEvents(filters),
  });
}

export function useMyEvents(when: 'upcoming' | 'past' = 'upcoming') {
  const { api } = useServices();
  return useQuery(myEventsQueryOptions(api, when));
}
