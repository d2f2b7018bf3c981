import type { UserImportRow } from '@ailab/core/contract/users/users.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BulkRunBatch } from '../../../components/bulk-import/bulk-import-types';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** Sends one batch of a users file to `admin/user/import` (dry run or real). */
export function useUserImportBatch(): BulkRunBatch<UserImportRow> {
  const { api } = useServices();
  return useCallback(
    async (rows, { dryRun }) =>
      (await api.adminAccounts.import({ rows, dry_run: dryRun })).rows.map((row) => ({
        index: row.index,
        key: row.key,
        outcome: row.outcome,
        reason: row.reason?.message ?? null,
      })),
    [api],
  );
}

/** Refreshes the admin lists once an import has changed accounts. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
    [queryClient],
  );
}

/** How many accounts exist now (the base of the large-change check). */
export function useUserTotal(enabled: boolean) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.admin.users(), 'total'],
      queryFn: async () => (await api.adminUsers.allUsers({ limit: 1 })).total,
      enabled,
    }),
  );
}
