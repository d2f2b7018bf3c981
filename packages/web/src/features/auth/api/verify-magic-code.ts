import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

/** Signs in with an emailed code. */
export function verifyMagicCode(api: ApiClient, input: { email: string; code: string }) {
  return api.user.verifyMagicCode(input);
}

export function useVerifyMagicCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: { email: string; code: string }) => verifyMagicCode(api, input),
  });
}
