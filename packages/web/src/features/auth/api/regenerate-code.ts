import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

/** Emails a fresh verification code. */
export function regenerateCode(api: ApiClient, input: { email: string }) {
  return api.user.regenerateCode(input);
}

export function useRegenerateCode() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: { email: string }) => regenerateCode(api, input) });
}
