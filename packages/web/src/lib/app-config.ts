import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../hooks/use-services';
import { queryKeys } from './query-keys';

/** The public app configuration (hosts, limits); shared by the landing and the profile screens. */
export function appConfigQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.appConfig(),
    queryFn: () => api.appConfig.get({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppConfig() {
  const { api } = useServices();
  return useQuery(appConfigQueryOptions(api));
}
