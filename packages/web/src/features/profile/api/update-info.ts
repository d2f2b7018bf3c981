import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { profileKeys } from './profile-query-keys';

type UpdateInfoBody = Parameters<ApiClient['user']['updateInfo']>[0];

/** Updates the signed-in user's name, user name or language. */
export function updateInfo(api: ApiClient, body: UpdateInfoBody) {
  return api.user.updateInfo(body);
}

/** The profile update; the stored session and the personal info follow the answer. */
export function useUpdateInfo() {
  const { api, auth } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInfoBody) => updateInfo(api, body),
    onSuccess: ({ user }) => {
      auth.updateUser(user);
      queryClient.setQueryData(profileKeys.user.personalInfo(), { user });
    },
  });
}
