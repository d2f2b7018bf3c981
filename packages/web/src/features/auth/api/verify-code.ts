import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Verifies a new account with its emailed code, which also signs in. */
export function verifyCode(input: { email: string; code: string }) {
  return api.user.verifyCode(input);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
