import type { ShareCreateInput } from '@ailab/core/contract/startups/share.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { startupsKeys } from './startups-query-keys';

/**
 * A pitch through its share link. Each answer records a visit, so it is fetched once per email and
 * grant (no refetch on focus or retry); `email` answers an email-gated link, `grant` (from
 * {@link useUnlockShare}) a password-protected one.
 */
export function useShareView(token: string, email: string, grant: string, enabled = true) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...startupsKeys.share(token), email, grant],
    // The page shows its own not-found for an unknown link, instead of the client's default of going home.
    queryFn: () =>
      api.open.pitchShareView(
        { token, ...(email ? { email } : {}), ...(grant ? { grant } : {}) },
        { ownNotFound: true },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    enabled,
  });
}

/** A protected link's password: answers a short-lived view grant for that link. */
export function useUnlockShare(token: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (password: string) => api.open.pitchShareUnlock({ token, password }),
  });
}

/** A pitch's share links with their analytics (the startup's members). */
export function useShareLinks(pitchId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.shareLinks(pitchId),
    queryFn: () => api.startupPitch.shareLinks({ pitch_id: pitchId }),
  });
}

export function useCreateShareLink(pitchId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ShareCreateInput, 'pitch_id'>) =>
      api.startupPitch.share({ pitch_id: pitchId, ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.shareLinks(pitchId) }),
  });
}

export function useRevokeShareLink(pitchId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.startupPitch.shareRevoke({ id }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.shareLinks(pitchId) }),
  });
}

/** Sets, changes or removes (`null`) a link's password. */
export function useShareLinkPassword(pitchId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; password: string | null }) => api.startupPitch.sharePassword(body),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.shareLinks(pitchId) }),
  });
}
