import type { ApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import type { NewsSearchResult } from '@ailab/core/contract/news/news.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import type { ListFetcher } from '../../../lib/list-query';
import { newsKeys } from './news-query-keys';

export type NewsSearchFilters = {
  query?: string;
  source_ids?: string[];
  since?: string;
  sort?: 'relevance' | 'published' | '-published';
};
export type NewsArticleItem = NewsSearchResult['items'][number];

/** One page of a news search; the answer also lists the sources for the filter. */
export function newsSearchFetcher(api: ApiClient): ListFetcher<NewsSearchFilters, NewsArticleItem> {
  return (request) => api.call(contract.ailabNews.search, request) as Promise<NewsSearchResult>;
}

export function newsSourcesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: newsKeys.sources(),
    queryFn: async () => (await api.call(contract.adminNews.sourcesList, {})).items,
  });
}

export function useNewsSources() {
  const { api } = useServices();
  return useQuery(newsSourcesQueryOptions(api));
}

/** Source changes refresh the sources table and any search on screen. */
function useNewsMutation<I, R>(run: (api: ApiClient, input: I) => Promise<R>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all() }),
  });
}

export function useAddNewsSource() {
  return useNewsMutation((api, input: { name: string; url: string; tags: string[] }) =>
    api.call(contract.adminNews.sourcesAdd, input),
  );
}

export function useRemoveNewsSource() {
  return useNewsMutation((api, id: string) => api.call(contract.adminNews.sourcesRemove, { id }));
}

export function useSyncNews() {
  return useNewsMutation((api, input: { source_ids?: string[] }) =>
    api.call(contract.adminNews.sync, { ...input, force: true }),
  );
}
