import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { InstituteIdField } from './institutes.schemas';

/** One learner's state in one assigned course, computed from real study activity. */
export const PROGRESS_STATUSES = ['not_started', 'active', 'stalled', 'completed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
/** Days without study activity after which a learner counts as stalled. */
export const STALLED_AFTER_DAYS = 14;

export const CourseProgressSchema = z.object({
  course_id: z.string(),
  status: z.enum(PROGRESS_STATUSES),
  enrolled: z.boolean(),
  units_done: z.number().int(),
  unit_count: z.number().int(),
  percent: z.number().int(),
  last_activity_at: IsoDateTime.nullable(),
  quiz_average: z.number().nullable(),
  certificate_code: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;

export const LearnerProgressSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  /** The learner's least advanced state across their courses (stalled before not started before active). */
  status: z.enum(PROGRESS_STATUSES),
  last_activity_at: IsoDateTime.nullable(),
  courses: z.array(CourseProgressSchema),
});
export type LearnerProgress = z.infer<typeof LearnerProgressSchema>;

export const ProgressCourseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  unit_count: z.number().int(),
});

export const ScopedTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  members: z.number().int(),
});

/** An institute as progress answers name it: with its logo (null: none) for every place it is shown. */
export const InstituteRefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
});

export const SupervisorInstituteSchema = InstituteRefSchema.extend({
  kind: z.string(),
  status: z.string(),
  /** True when the supervisor's scope is the whole institute. */
  whole_institute: z.boolean(),
  teams: z.array(ScopedTeamSchema),
});

export const SupervisorInfoResponse = z.object({
  institutes: z.array(SupervisorInstituteSchema),
  stalled_after_days: z.number().int(),
});
export type SupervisorInfoResponse = z.infer<typeof SupervisorInfoResponse>;

export const TeamProgressBody = z.strictObject({ team_id: InstituteIdField });

export const TeamProgressResponse = z.object({
  team: ScopedTeamSchema,
  institute: InstituteRefSchema,
  courses: z.array(ProgressCourseSchema),
  learners: z.array(LearnerProgressSchema),
});
export type TeamProgressResponse = z.infer<typeof TeamProgressResponse>;

/** An institute's progress (admin: all of it; supervisor: their scope), optionally narrowed. */
export const InstituteProgressBody = z.strictObject({
  institute_id: InstituteIdField,
  team_id: InstituteIdField.optional(),
  course_id: InstituteIdField.optional(),
  status: z.enum(PROGRESS_STATUSES).optional(),
});
export type InstituteProgressBody = z.infer<typeof InstituteProgressBody>;

export const InstituteProgressResponse = z.object({
  institute: InstituteRefSchema,
  courses: z.array(ProgressCourseSchema),
  learners: z.array(LearnerProgressSchema),
});
export type InstituteProgressResponse = z.infer<typeof InstituteProgressResponse>;
