import type { Notification } from '@ailab/core/contract/notifications/notifications.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';
import { useServices } from './use-services';

/** How often the bell asks for the unread count while the app is open. */
const UNREAD_POLL_MS = 60_000;
/** How many notifications the bell's panel shows. */
export const BELL_PANEL_SIZE = 8;

/** The signed-in person's unread count, for the bell; refreshed every minute and on focus. */
export function useUnreadNotifications() {
  const { api } = useServices();
  return useQuery({
    queryKey: queryKeys.notifications.unread(),
    queryFn: async () => (await api.notifications.unreadCount({})).unread,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** The newest notifications, loaded when the bell's panel opens. */
export function useLatestNotifications(enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: queryKeys.notifications.latest(),
    queryFn: async (): Promise<Notification[]> =>
      (await api.notifications.list({ limit: BELL_PANEL_SIZE })).items,
    enabled,
  });
}

/** Marks some notifications (`ids`) or all of them read, then refreshes every notification view. */
export function useMarkNotificationsRead() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { ids: string[] } | { all: true }) => api.notifications.markRead(target),
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.notifications.unread(), answer.unread);
      return client.invalidateQueries({ queryKey: queryKeys.notifications.all() });
    },
  });
}
