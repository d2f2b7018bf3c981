import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Creates a named API token; its secret is in the answer, once. */
export function createApiToken(input: { name: string; expires_in_days: number }) {
  return api.user.token({ action: 'create', ...input });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ tokens }) => queryClient.setQueryData(queryKeys.user.tokens(), tokens),
  });
}
