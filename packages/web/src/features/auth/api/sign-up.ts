import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

type SignUpBody = Parameters<ApiClient['v1Public']['signUp']>[0];

/** Registers an account; the server emails a verification code. */
export function signUp(api: ApiClient, body: SignUpBody) {
  return api.v1Public.signUp(body);
}

/** The registration mutation. */
export function useSignUp() {
  const { api } = useServices();
  return useMutation({ mutationFn: (body: SignUpBody) => signUp(api, body) });
}
