import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** My courses (studying and completed) with progress. */
export function myCoursesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: learningKeys.myCourses(),
    queryFn: async () => (await api.studentCourses.selected({})).items,
  });
}

export function useMyCourses(enabled = true) {
  const { api } = useServices();
  return useQuery({ ...myCoursesQueryOptions(api), enabled });
}
