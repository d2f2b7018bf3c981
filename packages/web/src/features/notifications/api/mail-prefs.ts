import { notifications } from '@ailab/core/contract/notifications/my-notifications';
import type { MailPrefs } from '@ailab/core/contract/notifications/notifications.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** Which notification kinds the caller also gets by e-mail. */
export function useMailPrefs() {
  const { api } = useServices();
  return useQuery({
    queryKey: queryKeys.notifications.mailPrefs(),
    queryFn: () => api.call(notifications.mailPrefs, {}),
  });
}

/** Turns one kind's e-mail on or off; the answer (every kind) replaces the cached choices. */
export function useSetMailPref() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: MailPrefs['prefs'][number]) => api.call(notifications.setMailPref, choice),
    onSuccess: (prefs) => client.setQueryData(queryKeys.notifications.mailPrefs(), prefs),
  });
}
