import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { profileKeys } from './profile-query-keys';

/** Revokes one named API token. */
export function revokeApiToken(api: ApiClient, id: string) {
  return api.user.token({ action: 'revoke', id });
}

export function useRevokeApiToken() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiToken(api, id),
    onSuccess: ({ tokens }) => queryClient.setQueryData(profileKeys.user.tokens(), tokens),
  });
}
