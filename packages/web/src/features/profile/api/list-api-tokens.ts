import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The named API tokens of the signed-in user. */
export function apiTokensQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.tokens(),
    queryFn: async () => (await api.user.token({ action: 'list' })).tokens,
  });
}

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
