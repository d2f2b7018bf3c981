import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** One user with roles and live sessions, for the side sheet. */
export function useUserDetail(userId: string | null) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.user(userId ?? ''),
      queryFn: () => api.adminAccounts.get({ user_id: userId ?? '' }),
      enabled: userId !== null,
    }),
  );
}
