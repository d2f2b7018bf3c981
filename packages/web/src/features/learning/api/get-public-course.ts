import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** A published course's public page. */
export function publicCourseQueryOptions(api: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: queryKeys.learning.publicCourse(courseId),
    queryFn: () => api.open.course({ course_id: courseId }),
  });
}

export function usePublicCourse(courseId: string) {
  const { api } = useServices();
  return useQuery(publicCourseQueryOptions(api, courseId));
}
