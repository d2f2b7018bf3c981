import type { ApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { profileKeys } from './profile-query-keys';

/** Uploads a profile photo as the multipart field "file". */
export function updateHeadshot(api: ApiClient, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.call(contract.user.updateHeadshot, form);
}

/** The photo upload; the avatar everywhere follows the answer. */
export function useUpdateHeadshot() {
  const { api, auth } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => updateHeadshot(api, file),
    onSuccess: ({ user }) => {
      auth.updateUser(user);
      queryClient.setQueryData(profileKeys.user.personalInfo(), { user });
    },
  });
}
