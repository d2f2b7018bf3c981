import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** My review of a course and my answers with the correct ones. */
export function courseReviewQueryOptions(api: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: learningKeys.review(courseId),
    queryFn: () => api.studentStudy.review({ course_id: courseId }),
    retry: false,
  });
}

export function useCourseReview(courseId: string) {
  const { api } = useServices();
  return useQuery(courseReviewQueryOptions(api, courseId));
}

/** Saves my rating and comment. */
export function useSaveCourseReview(courseId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { rating: number; comment: string }) =>
      api.studentStudy.review({ course_id: courseId, ...review }),
    onSuccess: (answer) => queryClient.setQueryData(learningKeys.review(courseId), answer),
  });
}
