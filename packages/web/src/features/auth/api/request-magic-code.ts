import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

/** Emails a sign-in code and link. */
export function requestMagicCode(api: ApiClient, input: { email: string }) {
  return api.user.requestMagicCode(input);
}

export function useRequestMagicCode() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: { email: string }) => requestMagicCode(api, input) });
}
