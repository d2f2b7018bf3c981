import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { InstituteIdField } from './institutes.schemas';

/** The institute's recent administrative changes (its own and its teams'), newest first. */
export const InstituteAuditBody = listRequest({ institute_id: InstituteIdField }, ['created_at']);
export type InstituteAuditBody = z.infer<typeof InstituteAuditBody>;

/**
 * One change to an institute with the names of what it touched, resolved on the server (the audit
 * log stores ids): the member, the team(s), the course, the invited address.
 */
export const InstituteAuditEntrySchema = z.object({
  id: z.string(),
  /** e.g. `institute.member.move`, `institute.team.create`. */
  action: z.string(),
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  created_at: IsoDateTime,
  member: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** Team names the change concerns (a move names where from and where to, in that order). */
  teams: z.array(z.string()),
  course: z.string().nullable(),
  /** The invited address of an invitation change. */
  email: z.string().nullable(),
});
export type InstituteAuditEntry = z.infer<typeof InstituteAuditEntrySchema>;

export const InstituteAuditResponse = listResponse(InstituteAuditEntrySchema);
