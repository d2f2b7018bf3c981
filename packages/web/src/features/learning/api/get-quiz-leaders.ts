import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** The most learners the public leaderboard shows (the contract's maximum). */
export const LEADERBOARD_SIZE = 50;

/** The public leaderboard over every quiz: learners who agreed to appear, best first. */
export function quizLeadersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: learningKeys.leaders(),
    queryFn: () => api.open.quizLeaders({ limit: LEADERBOARD_SIZE }),
  });
}

export function useQuizLeaders() {
  const { api } = useServices();
  return useQuery(quizLeadersQueryOptions(api));
}
