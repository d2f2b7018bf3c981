import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Revokes one named API token. */
export function revokeApiToken(id: string) {
  return api.user.token({ action: 'revoke', id });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: ({ tokens }) => queryClient.setQueryData(queryKeys.user.tokens(), tokens),
  });
}
