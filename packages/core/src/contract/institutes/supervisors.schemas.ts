import { z } from 'zod';
import { EmailField, IsoDateTime, NameField, PasswordField } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import { InstituteIdField, SupervisorSchema } from './institutes.schemas';

/** An invitation's life; `expired` is read from its expiry, never written by a clock. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_DEFAULT_DAYS = 14;
export const INVITATION_MAX_DAYS = 90;

const TeamIds = z.array(InstituteIdField).max(50);

export const SupervisorInviteBody = z.strictObject({
  institute_id: InstituteIdField,
  email: EmailField,
  /** Empty or absent: the whole institute. */
  team_ids: TeamIds.optional(),
  expires_in_days: z.number().int().min(1).max(INVITATION_MAX_DAYS).optional(),
});
export type SupervisorInviteBody = z.infer<typeof SupervisorInviteBody>;

export const InvitationSchema = z.object({
  id: z.string(),
  institute_id: z.string(),
  institute_name: z.string(),
  email: z.string(),
  team_ids: z.array(z.string()),
  team_names: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  created_at: IsoDateTime,
  expires_at: IsoDateTime,
  responded_at: IsoDateTime.nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const SupervisorListBody = listRequest(
  {
    institute_id: InstituteIdField,
    status: z.enum(INVITATION_STATUSES).optional(),
  },
  ['created_at', 'email'],
);
export type SupervisorListBody = z.infer<typeof SupervisorListBody>;

/** The institute's current supervisors (all of them) and one page of its invitations. */
export const SupervisorListResponse = listResponse(InvitationSchema).extend({
  supervisors: z.array(SupervisorSchema),
});
export type SupervisorListResponse = z.infer<typeof SupervisorListResponse>;

export const SupervisorManageBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('change_scope'),
    institute_id: InstituteIdField,
    user_id: InstituteIdField,
    team_ids: TeamIds,
  }),
  z.strictObject({ action: z.literal('remove'), institute_id: InstituteIdField, user_id: InstituteIdField }),
  z.strictObject({ action: z.literal('revoke'), invitation_id: InstituteIdField }),
  z.strictObject({ action: z.literal('resend'), invitation_id: InstituteIdField }),
]);
export type SupervisorManageBody = z.infer<typeof SupervisorManageBody>;

export const SupervisorManageResponse = z.object({
  ok: z.literal(true),
  action: z.string(),
  invitation: InvitationSchema.nullable(),
  supervisor: SupervisorSchema.nullable(),
});

/** The secret of an invitation's emailed link. */
export const InvitationToken = singleLineText().trim().min(16).max(200);

/**
 * Which invitation: by its emailed link's `token`, or by its `invitation_id` when the caller is
 * signed in as the invited, verified address (the "invitation received" notification links to it).
 * One of the two is required; the service answers a 400 naming `token` when neither is given.
 */
export const InvitationTokenBody = z.strictObject({
  token: InvitationToken.optional(),
  invitation_id: z.string().trim().min(1).max(64).optional(),
});
export type InvitationRef = z.infer<typeof InvitationTokenBody>;

/** What the invitee sees before answering: who invites them to what, and until when. */
export const InvitationViewSchema = z.object({
  institute_name: z.string(),
  institute_kind: z.string(),
  /** The institute's logo (its address, as every institute answer gives it), null when it has none. */
  institute_logo_url: z.string().nullable(),
  email: z.string(),
  team_names: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  expires_at: IsoDateTime,
  /** Whether the invited address already has an account: sign in to accept, or sign up through the link. */
  has_account: z.boolean(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

export const InvitationAnswerSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  institute_id: z.string(),
  institute_name: z.string(),
});

/** Signing up through a pending invitation: the emailed link proves the address, accepting is part of it. */
export const InvitationSignUpBody = z.strictObject({
  token: InvitationToken,
  password: PasswordField,
  first_name: NameField,
  last_name: NameField,
});
export type InvitationSignUpBody = z.infer<typeof InvitationSignUpBody>;
