import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Emails a sign-in code and link. */
export function requestMagicCode(input: { email: string }) {
  return api.user.requestMagicCode(input);
}

export function useRequestMagicCode() {
  return useMutation({ mutationFn: requestMagicCode });
}
