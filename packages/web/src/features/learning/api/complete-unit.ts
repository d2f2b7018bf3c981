import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** Marks a unit done. */
export function completeUnit(api: ApiClient, unitId: string) {
  return api.studentStudy.complete({ unit_id: unitId });
}

export function useCompleteUnit() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: string) => completeUnit(api, unitId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.all() }),
  });
}
