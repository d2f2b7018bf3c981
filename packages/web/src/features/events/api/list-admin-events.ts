import type { ApiClient } from '@ailab/core/client/create-client';
import type { AdminEventListRequest } from '@ailab/core/contract/events/events.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** One page of every event in every state, with registration counts. */
export function adminEventsQueryOptions(api: ApiClient, request: AdminEventListRequest) {
  return queryOptions({
    queryKey: queryKeys.events.admin(request),
    queryFn: () => api.adminEvents.listing(request),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEvents(request: AdminEventListRequest) {
  const { api } = useServices();
  return useQuery(adminEventsQueryOptions(api, request));
}
