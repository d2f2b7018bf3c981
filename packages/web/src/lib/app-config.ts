import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The public app configuration (hosts, limits); shared by the landing and the profile screens. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.appConfig(),
    queryFn: () => api.appConfig.get({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
