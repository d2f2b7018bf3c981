import type { ApiClient } from '@ailab/core/client/create-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { profileKeys } from './profile-query-keys';

/** The signed-in user with their profile fields. */
export function personalInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.user.personalInfo(),
    queryFn: () => api.user.personalInfo({}),
  });
}

export function usePersonalInfo() {
  const { api } = useServices();
  return useQuery(personalInfoQueryOptions(api));
}
