import type { RoleNumber } from '@ailab/core/roles/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** A role change for many users at once: grant or revoke one role. */
export interface RoleChange {
  userIds: string[];
  role: RoleNumber;
  change: 'grant' | 'revoke';
}

/** Grants or revokes a role for the selected users; refreshes the admin lists. */
export function useChangeRoles() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userIds, role, change }: RoleChange) =>
      api.adminUsers.roleAddUpdate(
        change === 'grant' ? { user_ids: userIds, grant: [role] } : { user_ids: userIds, revoke: [role] },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
