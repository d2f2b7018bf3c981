import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** The outline of a course I study: done, locked, progress. */
export function studyOutlineQueryOptions(api: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: learningKeys.outline(courseId),
    queryFn: () => api.studentStudy.units({ course_id: courseId }),
    retry: false,
  });
}

export function useStudyOutline(courseId: string) {
  const { api } = useServices();
  return useQuery(studyOutlineQueryOptions(api, courseId));
}
