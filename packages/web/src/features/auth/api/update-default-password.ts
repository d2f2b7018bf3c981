import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

interface UpdateDefaultPasswordInput {
  current_password: string;
  new_password: string;
}

/** Changes the password of the signed-in user; answers a fresh sign-in (other sessions end). */
export function updateDefaultPassword(api: ApiClient, input: UpdateDefaultPasswordInput) {
  return api.user.updateDefaultPassword(input);
}

export function useUpdateDefaultPassword() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: UpdateDefaultPasswordInput) => updateDefaultPassword(api, input),
  });
}
