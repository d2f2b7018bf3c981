import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type SignUpBody = Parameters<typeof api.v1Public.signUp>[0];

/** Registers an account; the server emails a verification code. */
export function signUp(body: SignUpBody) {
  return api.v1Public.signUp(body);
}

/** The registration mutation. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
