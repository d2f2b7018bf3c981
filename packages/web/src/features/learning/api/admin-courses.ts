import type { ApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from './learning-query-keys';

type Body<E extends { body: z.ZodType }> = z.input<E['body']>;

/** A course with its outline, for its editor. */
export function adminOutlineQueryOptions(api: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: learningKeys.admin.outline(courseId),
    queryFn: () => api.adminCourses.unitKeys({ course_id: courseId }),
  });
}

export function useAdminOutline(courseId: string) {
  const { api } = useServices();
  return useQuery(adminOutlineQueryOptions(api, courseId));
}

/** Every authoring change refreshes the editor and the course table. */
function useAuthoringMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.all() }),
  });
}

export const useAddCourse = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.add>) => api.adminCourses.add(body));
export const useUpdateCourse = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.update>) =>
    api.adminCourses.update(body),
  );
export const useUpdateCourseInfo = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.updateInfo>) =>
    api.adminCourses.updateInfo(body),
  );
export const useManageCourse = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.manage>) =>
    api.adminCourses.manage(body),
  );
export const useAddUnit = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.unitAdd>) =>
    api.adminCourses.unitAdd(body),
  );
export const useUpdateUnits = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.unitUpdate>) =>
    api.adminCourses.unitUpdate(body),
  );
/** Enrols learners by email (bulk, per-row results); a dry run only answers what would happen. */
export const useEnrolLearners = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.enrol>) => api.adminCourses.enrol(body));
export const useUnenrolLearners = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminCourses.unenrol>) =>
    api.adminCourses.unenrol(body),
  );
export const useSaveQuiz = () =>
  useAuthoringMutation((api, body: Body<typeof contract.adminQuizzes.create>) =>
    api.adminQuizzes.create(body),
  );

/** One unit with its Markdown, for editing. */
export function useAdminUnit(unitId: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: learningKeys.admin.unit(unitId ?? ''),
    queryFn: () => api.adminCourses.unitContent({ unit_id: unitId ?? '' }),
    enabled: unitId !== undefined,
  });
}

/** The quiz of a unit with its key; null when the unit has none. */
export function useAdminQuiz(unitId: string, hasQuiz: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: learningKeys.admin.quiz(unitId),
    queryFn: () => api.adminQuizzes.get({ unit_id: unitId }),
    enabled: hasQuiz,
  });
}

/** Uploads an image or PDF for a unit; answers the Markdown to insert. */
export function useUploadUnitMaterial() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.call(contract.adminCourses.unitUpload, form);
    },
  });
}
