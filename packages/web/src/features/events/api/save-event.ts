import type { ApiClient } from '@ailab/core/client/create-client';
import type { EventAddInput, EventUpdateInput } from '@ailab/core/contract/events/events.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { eventsKeys } from './events-query-keys';

/** What the editor saves: a new event, or changes to one (with its id). */
export type EventSave = { kind: 'add'; body: EventAddInput } | { kind: 'update'; body: EventUpdateInput };

/** Creates or updates an event. */
export function saveEvent(api: ApiClient, save: EventSave) {
  return save.kind === 'add' ? api.adminEvents.add(save.body) : api.adminEvents.update(save.body);
}

/** Saving refreshes every event list and page. */
export function useSaveEvent() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: EventSave) => saveEvent(api, save),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventsKeys.all() }),
  });
}
