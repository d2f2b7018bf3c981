import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { eventsKeys } from './events-query-keys';

/** Deletes a draft, or cancels an event people joined (they are emailed). */
export function deleteEvent(api: ApiClient, id: string) {
  return api.adminEvents.delete({ id });
}

export function useDeleteEvent() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEvent(api, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventsKeys.all() }),
  });
}
