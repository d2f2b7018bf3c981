import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** The platform's real public counts (the server caches them for a minute). */
export function publicStatsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.publicStats(),
    queryFn: () => api.open.stats({}),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePublicStats() {
  const { api } = useServices();
  return useQuery(publicStatsQueryOptions(api));
}
