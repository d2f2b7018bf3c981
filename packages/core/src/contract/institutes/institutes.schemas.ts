import { z } from 'zod';
import { TimeZoneField } from '../events/events.schemas';
import { IsoDateTime } from '../schemas/fields';
import { HTTP_URL, httpUrl, isHttpUrl } from '../schemas/http-url';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';

/** What sort of organisation an institute is. */
export const INSTITUTE_KINDS = ['university', 'school', 'company', 'bootcamp', 'other'] as const;
export type InstituteKind = (typeof INSTITUTE_KINDS)[number];
/** An institute is archived, never deleted; an archived one keeps its history read-only. */
export const INSTITUTE_STATUSES = ['active', 'archived'] as const;
export type InstituteStatus = (typeof INSTITUTE_STATUSES)[number];
export const TEAM_STATUSES = ['open', 'closed'] as const;

export const InstituteIdField = singleLineText().trim().min(1).max(64);
export const InstituteSlugField = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const TeamNameField = singleLineText().trim().min(1).max(80);
/** A domain such as `uni.example.edu` whose addresses identify the institute's members. */
export const EmailDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);
export const CountryField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());

const nullableUrl = httpUrl(500).nullable().optional();

/**
 * An institute's logo in an update: a web address, or the app's own address of the logo uploaded through
 * `institute/logo` (`/media/…`, as every institute answer gives it), so that an institute read and sent back
 * unchanged is accepted. The server accepts an app address only when it is the current logo's.
 */
const updatableLogo = singleLineText()
  .trim()
  .max(500)
  .refine((value) => isHttpUrl(value) || isAppMediaPath(value), { message: HTTP_URL })
  .nullable()
  .optional();

/** True for the app's own address of an uploaded file (`/media/<kind>/<name>`), with no way out of that folder. */
export function isAppMediaPath(value: string): boolean {
  return /^\/media\/[A-Za-z0-9_-]+\/[A-Za-z0-9._-]+$/.test(value) && !value.includes('..');
}

/** The editable fields of an institute. */
export const instituteFields = {
  name: singleLineText().trim().min(2).max(140),
  slug: InstituteSlugField,
  kind: z.enum(INSTITUTE_KINDS),
  country: CountryField.nullable().optional(),
  time_zone: TimeZoneField.optional(),
  website: nullableUrl,
  logo_url: nullableUrl,
  email_domains: z.array(EmailDomainField).max(20).optional(),
};

export const InstituteAddBody = z.strictObject(instituteFields);
export type InstituteAddBody = z.infer<typeof InstituteAddBody>;

export const InstituteUpdateBody = z.strictObject({
  institute_id: InstituteIdField,
  name: instituteFields.name.optional(),
  slug: instituteFields.slug.optional(),
  kind: instituteFields.kind.optional(),
  country: instituteFields.country,
  time_zone: instituteFields.time_zone,
  website: instituteFields.website,
  logo_url: updatableLogo,
  email_domains: instituteFields.email_domains,
});
export type InstituteUpdateBody = z.infer<typeof InstituteUpdateBody>;

export const InstituteCountsSchema = z.object({
  teams: z.number().int(),
  members: z.number().int(),
  supervisors: z.number().int(),
  pending_invitations: z.number().int(),
  courses: z.number().int(),
});

export const InstituteSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(INSTITUTE_KINDS),
  country: z.string().nullable(),
  time_zone: z.string(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  email_domains: z.array(z.string()),
  status: z.enum(INSTITUTE_STATUSES),
  archived_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  counts: InstituteCountsSchema,
});
export type Institute = z.infer<typeof InstituteSchema>;

export const TeamSchema = z.object({
  id: z.string(),
  institute_id: z.string(),
  name: z.string(),
  status: z.enum(TEAM_STATUSES),
  members: z.number().int(),
  created_at: IsoDateTime,
  closed_at: IsoDateTime.nullable(),
});
export type Team = z.infer<typeof TeamSchema>;

export const InstituteListBody = listRequest(
  {
    status: z.enum(INSTITUTE_STATUSES).optional(),
    kind: z.enum(INSTITUTE_KINDS).optional(),
  },
  ['name', 'created_at', 'members'],
);
export type InstituteListBody = z.infer<typeof InstituteListBody>;
export const InstituteListResponse = listResponse(InstituteSchema);

export const InstituteGetBody = z.strictObject({ institute_id: InstituteIdField });

export const SupervisorScopeSchema = z.object({
  /** Null: the whole institute. */
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
});

export const SupervisorSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  scopes: z.array(SupervisorScopeSchema),
  since: IsoDateTime,
});
export type Supervisor = z.infer<typeof SupervisorSchema>;

export const AssignedCourseSchema = z.object({
  course_id: z.string(),
  slug: z.string(),
  title: z.string(),
  unit_count: z.number().int(),
  /** Null: the whole institute. */
  team_id: z.string().nullable(),
  assigned_at: IsoDateTime,
});
export type AssignedCourse = z.infer<typeof AssignedCourseSchema>;

export const InstituteDetailSchema = InstituteSchema.extend({
  teams: z.array(TeamSchema),
  supervisors: z.array(SupervisorSchema),
  courses: z.array(AssignedCourseSchema),
});
export type InstituteDetail = z.infer<typeof InstituteDetailSchema>;

const TeamRef = z.strictObject({ institute_id: InstituteIdField });
const UserRef = singleLineText().trim().min(1).max(254);

/**
 * One change of an institute: its status, its teams, its roster (a member is named by user id or
 * email; `team_id` null keeps them in the institute without a team), its course assignments.
 */
export const InstituteManageBody = z.discriminatedUnion('action', [
  TeamRef.extend({ action: z.literal('archive') }),
  TeamRef.extend({ action: z.literal('restore') }),
  TeamRef.extend({ action: z.literal('team_create'), name: TeamNameField }),
  TeamRef.extend({ action: z.literal('team_rename'), team_id: InstituteIdField, name: TeamNameField }),
  TeamRef.extend({ action: z.literal('team_close'), team_id: InstituteIdField }),
  TeamRef.extend({ action: z.literal('member_add'), user: UserRef, team_id: InstituteIdField.nullable() }),
  TeamRef.extend({ action: z.literal('member_move'), user: UserRef, team_id: InstituteIdField.nullable() }),
  TeamRef.extend({ action: z.literal('member_remove'), user: UserRef }),
  TeamRef.extend({
    action: z.literal('course_assign'),
    course_id: InstituteIdField,
    team_id: InstituteIdField.nullable(),
    dry_run: z.boolean().default(false),
  }),
  TeamRef.extend({
    action: z.literal('course_unassign'),
    course_id: InstituteIdField,
    team_id: InstituteIdField.nullable(),
  }),
]);
export type InstituteManageBody = z.infer<typeof InstituteManageBody>;

export const InstituteManageResponse = z.object({
  ok: z.literal(true),
  action: z.string(),
  /** The team a team action created or changed. */
  team: TeamSchema.nullable(),
  /** For a course assignment: learners enrolled (or, in a dry run, who would be), and skipped. */
  enrolled: z.number().int().nullable(),
  skipped: z.number().int().nullable(),
  dry_run: z.boolean(),
});
export type InstituteManageResponse = z.infer<typeof InstituteManageResponse>;

export const MemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  from: IsoDateTime,
  until: IsoDateTime.nullable(),
});
export type Member = z.infer<typeof MemberSchema>;

/** The roster at a moment (now when `at` is absent), or every membership row with `history`. */
export const RosterBody = listRequest(
  {
    institute_id: InstituteIdField,
    team_id: InstituteIdField.optional(),
    at: z.iso.datetime({ offset: true }).optional(),
    history: z.boolean().optional(),
  },
  ['name', 'email', 'from'],
);
export type RosterBody = z.infer<typeof RosterBody>;
export const RosterResponse = listResponse(MemberSchema);
