import { contract } from '@ailab/core/contract/index';
import type { AllUsersFilters } from '@ailab/core/contract/users/users.schemas';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

/** The filters the user table sends (paging is added by the list hook). */
export type UserTableFilters = Omit<Partial<AllUsersFilters>, 'cursor' | 'limit'>;

/** One page of `admin/all_users` at a time, for the user table. */
export function useUserList(filters: UserTableFilters) {
  const { api } = useServices();
  return usePagedList({
    queryKey: queryKeys.admin.users(),
    fetchPage: endpointFetcher(api, contract.adminUsers.allUsers),
    filters,
  });
}
