import type { ApiClient } from '@ailab/core/client/create-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

/** Enrols in a course, or withdraws. */
export function signUpForCourse(api: ApiClient, courseId: string, action: 'enrol' | 'withdraw') {
  return api.studentCourses.signup({ course_id: courseId, action });
}

export function useSignUpForCourse(courseId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'enrol' | 'withdraw') => signUpForCourse(api, courseId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.all() }),
  });
}
