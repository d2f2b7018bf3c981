import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** One unit's content, when it is open to me. */
export function studyUnitQueryOptions(api: ApiClient, unitId: string) {
  return queryOptions({
    queryKey: learningKeys.unit(unitId),
    queryFn: () => api.studentStudy.unit({ unit_id: unitId }),
    retry: false,
  });
}

export function useStudyUnit(unitId: string | undefined) {
  const { api } = useServices();
  return useQuery({ ...studyUnitQueryOptions(api, unitId ?? ''), enabled: unitId !== undefined });
}
