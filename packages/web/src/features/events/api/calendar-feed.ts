import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

/** Issues a new private calendar feed address (the old one stops working). */
export function issueCalendarFeed(api: ApiClient) {
  return api.eventExtras.calendarFeed({});
}

export function useIssueCalendarFeed() {
  const { api } = useServices();
  return useMutation({ mutationFn: () => issueCalendarFeed(api) });
}
