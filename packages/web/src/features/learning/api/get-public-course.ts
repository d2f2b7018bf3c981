import type { ApiClient } from '@ailab/core/client/create-client';
import { SlugField } from '@ailab/core/contract/learning/course.schemas';
import { isApiError } from '@ailab/core/errors/api-error';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/**
 * A published course's page by its id or its slug (course URLs take either, as event URLs do). An unknown course is
 * the page's own not-found, not the client's default of going home.
 */
export async function fetchPublicCourse(api: ApiClient, idOrSlug: string) {
  try {
    return await api.open.course({ course_id: idOrSlug }, { ownNotFound: true });
  } catch (error) {
    if (!isApiError(error) || error.code !== 'NOT_FOUND' || !SlugField.safeParse(idOrSlug).success)
      throw error;
    return api.open.course({ slug: idOrSlug }, { ownNotFound: true });
  }
}

export function publicCourseQueryOptions(api: ApiClient, idOrSlug: string) {
  return queryOptions({
    queryKey: learningKeys.publicCourse(idOrSlug),
    queryFn: () => fetchPublicCourse(api, idOrSlug),
    retry: false,
  });
}

export function usePublicCourse(idOrSlug: string) {
  const { api } = useServices();
  return useQuery(publicCourseQueryOptions(api, idOrSlug));
}
