import type { ApiClient } from '@ailab/core/client/create-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** The most learners the public leaderboard shows (the contract's maximum). */
export const LEADERBOARD_SIZE = 50;

/** The public leaderboard, over every quiz or on one (`quizId`): learners who agreed to appear, best first. */
export function quizLeadersQueryOptions(api: ApiClient, quizId: string | undefined) {
  return queryOptions({
    queryKey: learningKeys.leaders(quizId ?? null),
    queryFn: () => api.open.quizLeaders({ limit: LEADERBOARD_SIZE, ...(quizId ? { quiz_id: quizId } : {}) }),
    // The picker keeps its choices (they come with every board) while the next board loads.
    placeholderData: keepPreviousData,
  });
}

export function useQuizLeaders(quizId: string | undefined) {
  const { api } = useServices();
  return useQuery(quizLeadersQueryOptions(api, quizId));
}
