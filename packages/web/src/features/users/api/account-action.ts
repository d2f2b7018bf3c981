import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** What an administrator can do to one account. */
export type AccountAction = 'disable' | 'enable' | 'signOutEverywhere' | 'forcePasswordReset';

/** Runs one account action on one or many users, one request each; refreshes the admin lists. */
export function useAccountAction() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, userIds }: { action: AccountAction; userIds: string[] }) => {
      const results = [];
      for (const user_id of userIds) results.push(await api.adminAccounts[action]({ user_id }));
      return results;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
