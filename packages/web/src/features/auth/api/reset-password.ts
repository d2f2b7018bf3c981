import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type ResetPasswordBody = Parameters<typeof api.user.resetPassword>[0];

/** One step of the password reset: request a code, confirm with the code, or confirm with a link token. */
export function resetPassword(body: ResetPasswordBody) {
  return api.user.resetPassword(body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
