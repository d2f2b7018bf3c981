import type { ApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import type { Repository } from '@ailab/core/contract/repositories/repositories.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import type { ListFetcher } from '../../../lib/list-query';
import { repositoriesKeys } from './repositories-query-keys';

export type RepositoryFilters = {
  query?: string;
  language?: string;
  topic?: string;
  sort?: '-stars' | '-pushed' | 'name';
};

export function repositoriesFetcher(api: ApiClient): ListFetcher<RepositoryFilters, Repository> {
  return (request) => api.call(contract.ailabGithub.resources, request);
}

/** Refreshes from GitHub (administrators); the answer is the summary. */
export function useRefreshRepositories() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(contract.ailabGithub.refresh, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repositoriesKeys.all() }),
  });
}
