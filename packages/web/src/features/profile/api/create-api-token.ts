import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { profileKeys } from './profile-query-keys';

interface CreateApiTokenInput {
  name: string;
  expires_in_days: number;
}

/** Creates a named API token; its secret is in the answer, once. */
export function createApiToken(api: ApiClient, input: CreateApiTokenInput) {
  return api.user.token({ action: 'create', ...input });
}

export function useCreateApiToken() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => createApiToken(api, input),
    onSuccess: ({ tokens }) => queryClient.setQueryData(profileKeys.user.tokens(), tokens),
  });
}
