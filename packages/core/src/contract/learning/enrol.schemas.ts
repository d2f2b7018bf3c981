import { z } from 'zod';
import { bulkRequest } from '../schemas/bulk';
import { EmailField } from '../schemas/fields';
import { IdField } from './course.schemas';

/** One learner to enrol in a course, by the email of an existing account with the AI Learning role. */
export const CourseEnrolRowSchema = z.strictObject({ email: EmailField });
export type CourseEnrolRow = z.infer<typeof CourseEnrolRowSchema>;

/**
 * `admin/edu/course/enrol`: the bulk pattern's `{ rows, dry_run }` plus the
 * course. Each row is `created` (enrolled), `updated` (re-enrolled after a
 * withdrawal), `unchanged` (already studying or completed) or `failed`.
 * With `grant_role`, an account without the AI Learning role is given it
 * (audited, and told) and enrolled in the same step, instead of failing.
 */
export const CourseEnrolRequest = bulkRequest(CourseEnrolRowSchema).extend({
  course_id: IdField,
  grant_role: z.boolean().default(false),
});
export type CourseEnrolBody = z.infer<typeof CourseEnrolRequest>;

/**
 * `admin/edu/course/unenrol`: the bulk pattern's `{ rows, dry_run }` plus the course. Each row is
 * `updated` (withdrawn now: the seat is freed, progress and attempts are kept, a later enrolment
 * resumes them), `unchanged` (already withdrawn) or `failed` (an unknown account, one never enrolled,
 * or a completed course, which keeps its certificate).
 */
export const CourseUnenrolRequest = bulkRequest(CourseEnrolRowSchema).extend({ course_id: IdField });
export type CourseUnenrolBody = z.infer<typeof CourseUnenrolRequest>;
