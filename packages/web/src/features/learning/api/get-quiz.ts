import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** A quiz's questions without the key, and my standing. */
export function quizQueryOptions(api: ApiClient, quizId: string) {
  return queryOptions({
    queryKey: learningKeys.quiz(quizId),
    queryFn: () => api.studentQuizzes.get({ quiz_id: quizId }),
    retry: false,
  });
}

export function useQuiz(quizId: string) {
  const { api } = useServices();
  return useQuery(quizQueryOptions(api, quizId));
}
