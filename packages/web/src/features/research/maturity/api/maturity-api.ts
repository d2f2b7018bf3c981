import type {
  MaturityAnswers,
  MaturityAssessment,
  MaturitySizeBand,
} from '@ailab/core/contract/research/maturity.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../../hooks/use-services';

/** The assessment's query keys (its own, beside the research domain's). */
export const maturityKeys = {
  questionnaire: (language: string) => ['maturity', 'questionnaire', language] as const,
  assessment: (token: string) => ['maturity', 'assessment', token] as const,
  mine: () => ['maturity', 'mine'] as const,
};

/** The questionnaire in the viewer's language. */
export function useQuestionnaire(language: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: maturityKeys.questionnaire(language),
    queryFn: () => api.open.maturityQuestionnaire({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One assessment by its private link token (a draft to resume, or a result). */
export function useAssessment(token: string | null, language: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...maturityKeys.assessment(token ?? ''), language],
    queryFn: () => api.open.maturityResult({ token: token ?? '' }),
    enabled: token !== null,
    retry: false,
  });
}

/** What a step saves: answers so far, and what the assessment is filed under. */
export interface MaturityFiling {
  answers: MaturityAnswers;
  industry: string;
  size_band: MaturitySizeBand;
}

/** Saves progress (the first call starts the assessment and answers its token). */
export function useSaveProgress() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: MaturityFiling & { token?: string }) => api.open.maturityProgress(body),
  });
}

/** Submits every answer; the answer is the result, cached under its token. */
export function useSubmitAssessment() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: MaturityFiling & { token?: string }) => api.open.maturitySubmit(body),
  });
}

/** Saves the assessment behind a token to the signed-in account. */
export function useSaveToAccount(token: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.open.maturitySave({ token }),
    onSuccess: (saved: MaturityAssessment) => {
      queryClient.setQueriesData<MaturityAssessment>({ queryKey: maturityKeys.assessment(token) }, (old) =>
        old ? { ...old, saved_to_account: saved.saved_to_account } : old,
      );
      void queryClient.invalidateQueries({ queryKey: maturityKeys.mine() });
    },
  });
}

/** An assessment saved to my account, by id. */
export function useSavedAssessment(id: string | null, language: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['maturity', 'saved', id ?? '', language],
    queryFn: () => api.open.maturityResult({ id: id ?? '' }),
    enabled: id !== null,
    retry: false,
  });
}

/** My saved, submitted assessments (signed in only). */
export function useMyAssessments(enabled: boolean) {
  const { api } = useServices();
  return useQuery({ queryKey: maturityKeys.mine(), queryFn: () => api.open.maturityMine({}), enabled });
}
