import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { InstituteIdField } from './institutes.schemas';
import { STALLED_AFTER_DAYS } from './progress.schemas';

/**
 * The stalled learners of an institute's scope (no study activity for `days`, counted from the
 * enrolment when nothing was studied), narrowed to a team or a course; with `send`, each is emailed
 * once per day per institute (a second send the same day emails no one twice).
 */
export const StalledLearnersBody = z.strictObject({
  institute_id: InstituteIdField,
  team_id: InstituteIdField.optional(),
  course_id: InstituteIdField.optional(),
  days: z.number().int().min(1).max(365).default(STALLED_AFTER_DAYS),
  send: z.boolean().default(false),
});
export type StalledLearnersBody = z.infer<typeof StalledLearnersBody>;

export const StalledLearnerSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  team_name: z.string().nullable(),
  last_activity_at: IsoDateTime.nullable(),
  /** Titles of the courses they stalled in. */
  courses: z.array(z.string()),
  /** True when they were already emailed today about this institute (nothing is sent again). */
  emailed_today: z.boolean(),
});
export type StalledLearner = z.infer<typeof StalledLearnerSchema>;

export const StalledLearnersResponse = z.object({
  days: z.number().int(),
  learners: z.array(StalledLearnerSchema),
  /** Emails promised by this call (0 in a preview). */
  sent: z.number().int(),
  /** Learners skipped because they were emailed today already. */
  skipped: z.number().int(),
});
export type StalledLearnersResponse = z.infer<typeof StalledLearnersResponse>;
