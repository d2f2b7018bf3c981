import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

/** Verifies a new account with its emailed code, which also signs in. */
export function verifyCode(api: ApiClient, input: { email: string; code: string }) {
  return api.user.verifyCode(input);
}

export function useVerifyCode() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: { email: string; code: string }) => verifyCode(api, input) });
}
