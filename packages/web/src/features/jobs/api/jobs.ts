import { contract } from '@ailab/core/contract/index';
import type { JobListRequest } from '@ailab/core/contract/platform/jobs.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

/** The filters the job table sends (paging is added by the list hook). */
export type JobTableFilters = Omit<z.input<typeof JobListRequest>, 'cursor' | 'limit'>;

/** One page of `admin/jobs/list` at a time, for the job table. */
export function useJobList(filters: JobTableFilters) {
  const { api } = useServices();
  return usePagedList({
    queryKey: queryKeys.admin.jobs(),
    fetchPage: endpointFetcher(api, contract.adminJobs.list),
    filters,
  });
}

/** The queue's depth per kind and state. */
export function useJobDepth() {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.jobDepth(),
      queryFn: async () => (await api.adminJobs.depth({})).depth,
    }),
  );
}

/** What an administrator can do to one job. */
export type JobAction = 'retry' | 'cancel';

/** Retries a dead job or cancels a pending one; refreshes the list and the depth. */
export function useJobAction() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: JobAction; id: string }) => api.adminJobs[action]({ id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobs() }),
  });
}
