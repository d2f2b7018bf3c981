import { z } from 'zod';
import { InstituteIdField } from './institutes.schemas';
import { ProgressCourseSchema } from './progress.schemas';

/** One assigned course's drop-off by unit, for an institute or one of its teams (a supervisor: their scope). */
export const CourseFunnelBody = z.strictObject({
  institute_id: InstituteIdField,
  course_id: InstituteIdField,
  team_id: InstituteIdField.optional(),
});
export type CourseFunnelBody = z.infer<typeof CourseFunnelBody>;

export const FunnelUnitSchema = z.object({
  unit_id: z.string(),
  position: z.number().int(),
  title: z.string(),
  /** Learners of the scope who completed this unit. */
  reached: z.number().int(),
});
export type FunnelUnit = z.infer<typeof FunnelUnitSchema>;

export const CourseFunnelResponse = z.object({
  course: ProgressCourseSchema,
  /** Current members of the scope enrolled in the course (or who completed it): the funnel's first bar. */
  enrolled: z.number().int(),
  /** Of them, those whose enrolment is completed. */
  completed: z.number().int(),
  units: z.array(FunnelUnitSchema),
});
export type CourseFunnelResponse = z.infer<typeof CourseFunnelResponse>;
