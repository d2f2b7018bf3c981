import { z } from 'zod';
import { IsoDateTime, LanguageField } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import {
  AdminCourseSchema,
  COURSE_LEVELS,
  COURSE_STATES,
  CourseSummarySchema,
  ENROLMENT_STATES,
  IdField,
} from './course.schemas';

const CatalogueFilters = {
  level: z.enum(COURSE_LEVELS).optional(),
  tag: singleLineText().trim().toLowerCase().min(1).max(32).optional(),
  language: LanguageField.optional(),
};
const CATALOGUE_SORTS = ['title', 'published_at', 'popularity', 'rating'] as const;

/**
 * The public catalogue: published courses, full-text `query` over title, summary, description and tags
 * (parsed on the server by the shared search parser; a refused search is a 400 naming `query`).
 */
export const CatalogueRequest = listRequest(CatalogueFilters, CATALOGUE_SORTS);
export const CatalogueResponse = listResponse(CourseSummarySchema);

/** The members' catalogue: the same, with my enrolment state on each course. */
export const MyCatalogueRequest = listRequest(CatalogueFilters, CATALOGUE_SORTS);
export const MyCatalogueItemSchema = CourseSummarySchema.extend({
  my_state: z.enum(ENROLMENT_STATES).nullable(),
});
export const MyCatalogueResponse = listResponse(MyCatalogueItemSchema);

/** Every course for its administrators, any state, with enrolment and completion figures. */
export const AdminCourseListRequest = listRequest(
  { ...CatalogueFilters, state: z.enum(COURSE_STATES).optional() },
  ['title', 'updated_at', 'enrolled', 'completion_rate'],
);
export const AdminCourseListResponse = listResponse(AdminCourseSchema);

/** One learner of a course as its administrators follow them. */
export const LearnerProgressSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.enum(ENROLMENT_STATES),
  enrolled_at: IsoDateTime,
  completed_at: IsoDateTime.nullable(),
  units_done: z.number(),
  unit_count: z.number(),
  percent: z.number(),
  /** Mean of the learner's best quiz percentages, or null before any attempt. */
  score: z.number().nullable(),
});
export type LearnerProgress = z.infer<typeof LearnerProgressSchema>;

export const CourseProgressListRequest = listRequest(
  { course_id: IdField, state: z.enum(ENROLMENT_STATES).optional() },
  ['enrolled_at', 'name', 'progress'],
);
export const CourseProgressListResponse = listResponse(LearnerProgressSchema).extend({
  summary: z.object({
    enrolled: z.number(),
    completed: z.number(),
    withdrawn: z.number(),
    completion_rate: z.number().nullable(),
    average_score: z.number().nullable(),
  }),
});
