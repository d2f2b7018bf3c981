import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Signs in with the token of an emailed magic link. */
export function signInWithMagicToken(input: { token: string }) {
  return api.user.magicToken(input);
}

export function useMagicToken() {
  return useMutation({ mutationFn: signInWithMagicToken });
}
