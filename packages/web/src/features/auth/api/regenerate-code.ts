import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Emails a fresh verification code. */
export function regenerateCode(input: { email: string }) {
  return api.user.regenerateCode(input);
}

export function useRegenerateCode() {
  return useMutation({ mutationFn: regenerateCode });
}
