import type { ApiClient } from '@ailab/core/client/create-client';
import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

export interface LoginInput {
  email: string;
  password: string;
}

/** Signs in with email and password. */
export function login(api: ApiClient, input: LoginInput): Promise<SignInResult> {
  return api.user.login(input);
}

/** The sign-in mutation. */
export function useLogin() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: LoginInput) => login(api, input) });
}
