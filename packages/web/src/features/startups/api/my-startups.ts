import type { AcceptInvitationRef } from '@ailab/core/contract/startups/startup.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { startupsKeys } from './startups-query-keys';

export function useMyStartups() {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.mine(),
    queryFn: () => api.userBusiness.listing({ limit: 100 }),
  });
}

export function useStartupDetails(id: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.details(id ?? ''),
    queryFn: () => api.userBusiness.details({ id: id ?? '' }),
    enabled: Boolean(id),
  });
}

export function useAddStartup() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; one_liner: string }) => api.userBusiness.add(body),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.all() }),
  });
}

export function useInvite(startupId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.userBusiness.invite({ startup_id: startupId, email }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.all() }),
  });
}

export function useAcceptInvitation() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: AcceptInvitationRef) => api.userBusiness.acceptInvitation(ref),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.all() }),
  });
}
