import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Signs in with an emailed code. */
export function verifyMagicCode(input: { email: string; code: string }) {
  return api.user.verifyMagicCode(input);
}

export function useVerifyMagicCode() {
  return useMutation({ mutationFn: verifyMagicCode });
}
