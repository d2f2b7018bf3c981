import type { ApiClient } from '@ailab/core/client/create-client';
import type { AttendeeBody, Registration } from '@ailab/core/contract/events/events.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useServices } from '../../../hooks/use-services';
import { eventsKeys } from './events-query-keys';

/** An event's attendees, waitlist (in order), pending and cancelled registrations. */
export function registeredUsersQueryOptions(api: ApiClient, eventId: string) {
  return queryOptions({
    queryKey: eventsKeys.registrations(eventId),
    queryFn: () => api.adminEvents.registeredUsers({ event_id: eventId }),
  });
}

export function useRegisteredUsers(eventId: string) {
  const { api } = useServices();
  return useQuery(registeredUsersQueryOptions(api, eventId));
}

/** Toggles one attendee's check-in and updates the cached list in place. */
export function useToggleCheckIn(eventId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Registration) =>
      api.eventExtras.checkIn({
        event_id: eventId,
        registration_id: registration.id,
        checked_in: !registration.checked_in,
      }),
    onSuccess: ({ registration }) => {
      queryClient.setQueryData(registeredUsersQueryOptions(api, eventId).queryKey, (current) =>
        current
          ? {
              ...current,
              items: current.items.map((item) =>
                item.id === registration.id
                  ? {
                      ...item,
                      checked_in: registration.checked_in,
                      checked_in_at: registration.checked_in_at,
                    }
                  : item,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all() });
    },
  });
}

/** An organiser's change to one person's registration (register, unregister, promote); the lists refetch. */
export function useChangeAttendee(eventId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Omit<z.input<typeof AttendeeBody>, 'event_id'>) =>
      api.eventExtras.attendee({ event_id: eventId, ...change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all() }),
  });
}
