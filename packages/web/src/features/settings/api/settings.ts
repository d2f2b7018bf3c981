import type { SettingKey } from '@ailab/core/contract/settings/settings.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';
import { settingsKeys } from './settings-query-keys';

/** Every platform setting with its value and default. */
export function useSettings() {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.all(),
      queryFn: async () => (await api.appSetting.data({})).settings,
    }),
  );
}

/** Saves one setting, or resets it to its default; refreshes the settings and the app config. */
export function useWriteSetting() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { key: SettingKey; value: unknown } | { key: SettingKey; reset: true }) =>
      'reset' in change
        ? api.appSetting.manage({ key: change.key, action: 'reset' })
        : // The server checks the value against the key's schema and answers a translated 400.
          api.appSetting.update({ key: change.key, value: change.value } as Parameters<
            typeof api.appSetting.update
          >[0]),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.appConfig() }),
      ]),
  });
}
