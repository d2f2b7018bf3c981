import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthController } from '../../../hooks/use-auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type UpdateInfoBody = Parameters<typeof api.user.updateInfo>[0];

/** Updates the signed-in user's name, user name or language. */
export function updateInfo(body: UpdateInfoBody) {
  return api.user.updateInfo(body);
}

/** The profile update; the stored session and the personal info follow the answer. */
export function useUpdateInfo() {
  const queryClient = useQueryClient();
  const controller = useAuthController();
  return useMutation({
    mutationFn: updateInfo,
    onSuccess: ({ user }) => {
      controller.updateUser(user);
      queryClient.setQueryData(queryKeys.user.personalInfo(), { user });
    },
  });
}
