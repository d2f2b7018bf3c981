import type { SignInResult } from '@ailab/core/contract/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** Signs in with email and password. */
export function login(input: LoginInput): Promise<SignInResult> {
  return api.user.login(input);
}

/** The sign-in mutation. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
