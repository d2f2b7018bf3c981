import { isApiError } from '@ailab/core/errors/api-error';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';

/**
 * A public profile page by user name; `null` when there is none to show: unknown, private or
 * disabled (the server's one NOT_FOUND), or a name no account could have (refused as invalid).
 */
export function usePublicProfile(name: string) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['public-profile', name],
      queryFn: async () => {
        try {
          // The page shows its own not-found, instead of the client's default of going home.
          return (await api.publicProfile.get({ name }, { ownNotFound: true })).profile;
        } catch (error) {
          if (isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION_FAILED')) return null;
          throw error;
        }
      },
      retry: false,
    }),
  );
}
