import { contract } from '@ailab/core/contract/index';
import type { AccessRequestListRequest } from '@ailab/core/contract/users/access-request.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { usersKeys } from './users-query-keys';

/** The filters the queue sends (paging is added by the list hook). */
export type AccessQueueFilters = Omit<z.input<typeof AccessRequestListRequest>, 'cursor' | 'limit'>;

/** The caller's own access requests, newest first. */
export function useMyAccessRequests() {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: usersKeys.access.mine(),
      queryFn: async () => (await api.accessRequests.mine({})).items,
    }),
  );
}

/** Asks for an area role; refreshes the caller's list. */
export function useRequestAccess() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { role: number; reason?: string | undefined }) => api.accessRequests.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.access.mine() }),
  });
}

/** One page at a time of the administrators' queue. */
export function useAccessQueue(filters: AccessQueueFilters) {
  const { api } = useServices();
  return usePagedList({
    queryKey: usersKeys.access.queue(),
    fetchPage: endpointFetcher(api, contract.accessRequests.list),
    filters,
  });
}

/** Approves or declines one request; refreshes the queue. */
export function useDecideAccessRequest() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; decision: 'approve' | 'decline'; note?: string | undefined }) =>
      api.accessRequests.decide(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.access.all() }),
  });
}
