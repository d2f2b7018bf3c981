import { adminAudit } from '@ailab/core/contract/audit/admin-audit';
import type { AuditListRequest } from '@ailab/core/contract/audit/audit.schemas';
import type { z } from 'zod';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

/** The filters the audit table sends (paging is added by the list hook). */
export type AuditTableFilters = Omit<z.input<typeof AuditListRequest>, 'cursor' | 'limit'>;

/** One page of `admin/audit/list` at a time, newest first, for the audit table. */
export function useAuditList(filters: AuditTableFilters) {
  const { api } = useServices();
  return usePagedList({
    queryKey: queryKeys.admin.audit(),
    fetchPage: endpointFetcher(api, adminAudit.list),
    filters,
  });
}
