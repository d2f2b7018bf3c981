import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** Accounts created per week for the last `weeks` weeks (admin dashboard chart). */
export function useSignups(weeks = 12) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.admin.all(), 'signups', weeks],
      queryFn: async () => (await api.adminAccounts.signups({ weeks })).weeks,
    }),
  );
}
