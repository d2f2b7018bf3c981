import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** My attempts at a quiz and my best one (with the key once the server reveals it). */
export function quizResultQueryOptions(api: ApiClient, quizId: string) {
  return queryOptions({
    queryKey: learningKeys.quizResult(quizId),
    queryFn: () => api.studentQuizzes.result({ quiz_id: quizId }),
    retry: false,
  });
}

export function useQuizResult(quizId: string, enabled: boolean) {
  const { api } = useServices();
  return useQuery({ ...quizResultQueryOptions(api, quizId), enabled });
}
