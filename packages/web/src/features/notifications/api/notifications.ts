import { notifications } from '@ailab/core/contract/notifications/my-notifications';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

/** One page at a time of the caller's notifications, newest first; unread ones only when asked. */
export function useNotificationList(unreadOnly: boolean) {
  const { api } = useServices();
  return usePagedList({
    queryKey: queryKeys.notifications.list(),
    fetchPage: endpointFetcher(api, notifications.list),
    filters: unreadOnly ? { unread: true } : {},
  });
}
