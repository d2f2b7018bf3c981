import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** A certificate checked by its code, for anyone. */
export function certificateQueryOptions(api: ApiClient, code: string) {
  return queryOptions({
    queryKey: learningKeys.certificate(code),
    queryFn: () => api.open.certificateVerify({ code }),
    retry: false,
  });
}

export function useCertificate(code: string | null) {
  const { api } = useServices();
  return useQuery({ ...certificateQueryOptions(api, code ?? ''), enabled: code !== null && code !== '' });
}
