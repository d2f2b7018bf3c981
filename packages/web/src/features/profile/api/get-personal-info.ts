import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user with their profile fields. */
export function personalInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.personalInfo(),
    queryFn: () => api.user.personalInfo({}),
  });
}

export function usePersonalInfo() {
  return useQuery(personalInfoQueryOptions());
}
