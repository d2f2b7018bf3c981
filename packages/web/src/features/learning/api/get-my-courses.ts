import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** My courses (studying and completed) with progress. */
export function myCoursesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.learning.myCourses(),
    queryFn: async () => (await api.studentCourses.selected({})).items,
  });
}

export function useMyCourses(enabled = true) {
  const { api } = useServices();
  return useQuery({ ...myCoursesQueryOptions(api), enabled });
}
