import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** The role catalogue (number, translated label, menu entries, holders). */
export function useRoleCatalogue() {
  const { api, language } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.admin.roles(), language.current()],
      queryFn: async () => (await api.adminUsers.roleGet({})).roles,
    }),
  );
}
