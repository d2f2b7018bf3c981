import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';

/** A point in time as a filter: an ISO date (`2026-11-01`, UTC midnight) or date-time; normalised to UTC ISO. */
const TimeFilter = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value).toISOString());

/** One administrative change: who did what to which object, when, and the object before and after. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  /** e.g. `user.role.update`, `course.publish`, `settings.update`. */
  action: z.string(),
  /** The administrator, or null for the system or a deleted account. */
  actor: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * Filters of the audit log: `actor` (a user id or email), `target_type` and
 * `target_id`, `action` (exact), `since`/`until` (inclusive/exclusive), and
 * `query` (prefix of the action or target id). Newest first by default.
 */
export const AuditListRequest = listRequest(
  {
    actor: singleLineText().trim().min(1).max(254).optional(),
    target_type: singleLineText().trim().min(1).max(64).optional(),
    target_id: singleLineText().trim().min(1).max(128).optional(),
    action: singleLineText().trim().min(1).max(64).optional(),
    since: TimeFilter.optional(),
    until: TimeFilter.optional(),
  },
  ['created_at'],
);
export const AuditListResponse = listResponse(AuditEntrySchema);

/** `admin/audit/get`: one entry by its id. */
export const AuditGetRequest = z.strictObject({ id: singleLineText().trim().min(1).max(64) });

/**
 * One entry with its target named: a user's name and email, a course's or event's title, an institute's name (null
 * for other kinds of target, or when the target is gone).
 */
export const AuditGetResponse = AuditEntrySchema.extend({ target_name: z.string().nullable() });
export type AuditEntryDetail = z.infer<typeof AuditGetResponse>;
