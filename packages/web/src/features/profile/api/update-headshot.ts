import { contract } from '@ailab/core/contract/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthController } from '../../../hooks/use-auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Uploads a profile photo as the multipart field "file". */
export function updateHeadshot(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.call(contract.user.updateHeadshot, form);
}

/** The photo upload; the avatar everywhere follows the answer. */
export function useUpdateHeadshot() {
  const queryClient = useQueryClient();
  const controller = useAuthController();
  return useMutation({
    mutationFn: updateHeadshot,
    onSuccess: ({ user }) => {
      controller.updateUser(user);
      queryClient.setQueryData(queryKeys.user.personalInfo(), { user });
    },
  });
}
