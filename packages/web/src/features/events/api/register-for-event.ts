import type { ApiClient } from '@ailab/core/client/create-client';
import type { EventRegisterRequest } from '@ailab/core/contract/events/events.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { eventsKeys } from './events-query-keys';

/** Registers, confirms by link, or cancels (`open/event/register`). */
export function registerForEvent(api: ApiClient, body: EventRegisterRequest) {
  return api.open.eventRegister(body);
}

/** The registration actions; the answer's event replaces the cached one and lists refresh. */
export function useRegisterForEvent() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventRegisterRequest) => registerForEvent(api, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(eventsKeys.one(answer.event.slug), answer.event);
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all() });
    },
  });
}
