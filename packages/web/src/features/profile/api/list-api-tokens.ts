import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { profileKeys } from './profile-query-keys';

/** The named API tokens of the signed-in user. */
export function apiTokensQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.user.tokens(),
    queryFn: async () => (await api.user.token({ action: 'list' })).tokens,
  });
}

export function useApiTokens() {
  const { api } = useServices();
  return useQuery(apiTokensQueryOptions(api));
}
