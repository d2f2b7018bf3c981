import { z } from 'zod';
import { SIGN_UP_GRANTABLE_ROLES } from '../../roles/sign-up-roles';
import { IsoDateTime } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { text } from '../schemas/text';
import { RoleField } from './users.schemas';

/** Where an access request stands. */
export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** A role a member may ask for: an area role, never an administrative one. */
export const RequestableRole = z
  .number()
  .int()
  .refine((role) => (SIGN_UP_GRANTABLE_ROLES as readonly number[]).includes(role));

/** One access request: who asked for which role, why, and what an administrator decided. */
export const AccessRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  role: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  created_at: IsoDateTime,
  decided_at: IsoDateTime.nullable(),
  decided_by_name: z.string().nullable(),
  note: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

/** A member asks for a role, with an optional reason (at most 500 characters). */
export const AccessRequestCreateBody = z.strictObject({
  role: RequestableRole,
  reason: text().trim().max(500).optional(),
});
export const AccessRequestResponse = z.object({ request: AccessRequestSchema });

/** The caller's own requests, newest first. */
export const MyAccessRequestsResponse = z.object({ items: z.array(AccessRequestSchema) });

/** The administrators' queue: pending first by default; filter by status and role, search by name or email. */
export const AccessRequestListRequest = listRequest(
  // A known role (an unknown number is a 400 naming the field; PostgreSQL refused one past its integer range with a 500).
  { status: z.enum(ACCESS_REQUEST_STATUSES).optional(), role: RoleField.optional() },
  ['created_at'],
);
export const AccessRequestListResponse = listResponse(AccessRequestSchema);

/** An administrator approves (grants the role) or declines one pending request, with an optional note. */
export const AccessRequestDecideBody = z.strictObject({
  id: z.string().min(1).max(64),
  decision: z.enum(['approve', 'decline']),
  note: text().trim().max(500).optional(),
});
