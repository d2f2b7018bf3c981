import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

/** Signs in with the token of an emailed magic link. */
export function signInWithMagicToken(api: ApiClient, input: { token: string }) {
  return api.user.magicToken(input);
}

export function useMagicToken() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: { token: string }) => signInWithMagicToken(api, input) });
}
