import type { ApiClient } from '@ailab/core/client/create-client';
import type { QuizAnswer } from '@ailab/core/contract/learning/quiz.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

export interface QuizSubmission {
  answers: QuizAnswer[];
  showOnLeaderboard?: boolean;
}

/** Submits answers; the server grades them. */
export function submitQuiz(api: ApiClient, quizId: string, submission: QuizSubmission) {
  return api.studentQuizzes.submit({ quiz_id: quizId, ...submission });
}

export function useSubmitQuiz(quizId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: QuizSubmission) => submitQuiz(api, quizId, submission),
    // The result stays on screen; the outline and standing refresh behind it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.all() }),
  });
}
