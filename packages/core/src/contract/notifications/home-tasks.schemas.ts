import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';

/** An application assigned to the caller for review that they have not reviewed yet. */
export const ReviewTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  programme_title: z.string(),
});

/** A pending supervisor invitation sent to the caller's e-mail (its link is in that e-mail only). */
export const InvitationTaskSchema = z.object({
  id: z.string(),
  institute_name: z.string(),
  expires_at: IsoDateTime,
});

/** How many learners in the caller's supervised scope of one institute have stalled. */
export const StalledTaskSchema = z.object({
  institute_id: z.string(),
  institute_name: z.string(),
  learners: z.number().int().nonnegative(),
});

/**
 * What needs the caller's attention on their home: only their own reviews, invitations and teams.
 * `reviews_total` counts every pending review; `reviews` lists the first few.
 */
export const HomeTasksResponse = z.object({
  reviews_total: z.number().int().nonnegative(),
  reviews: z.array(ReviewTaskSchema),
  invitations: z.array(InvitationTaskSchema),
  stalled: z.array(StalledTaskSchema),
});
export type HomeTasks = z.infer<typeof HomeTasksResponse>;
