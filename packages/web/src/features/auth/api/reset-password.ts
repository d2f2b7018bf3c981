import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

type ResetPasswordBody = Parameters<ApiClient['user']['resetPassword']>[0];

/** One step of the password reset: request a code, confirm with the code, or confirm with a link token. */
export function resetPassword(api: ApiClient, body: ResetPasswordBody) {
  return api.user.resetPassword(body);
}

export function useResetPassword() {
  const { api } = useServices();
  return useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(api, body) });
}
