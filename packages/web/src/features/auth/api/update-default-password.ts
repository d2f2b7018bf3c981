import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Changes the password of the signed-in user; answers a fresh sign-in (other sessions end). */
export function updateDefaultPassword(input: { current_password: string; new_password: string }) {
  return api.user.updateDefaultPassword(input);
}

export function useUpdateDefaultPassword() {
  return useMutation({ mutationFn: updateDefaultPassword });
}
