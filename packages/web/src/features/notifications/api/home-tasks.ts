import { homeTasks } from '@ailab/core/contract/notifications/home-tasks';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** The caller's own pending work for the home's tasks card. */
export function useHomeTasks() {
  const { api } = useServices();
  return useQuery({
    queryKey: queryKeys.notifications.homeTasks(),
    queryFn: () => api.call(homeTasks.get, {}),
  });
}
