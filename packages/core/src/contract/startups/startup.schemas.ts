import { z } from 'zod';
import { EmailField, IsoDateTime } from '../schemas/fields';
import { httpUrl } from '../schemas/http-url';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';

/** Stages a startup can be at, earliest first. */
export const STARTUP_STAGES = ['idea', 'pre_seed', 'seed', 'series_a', 'later'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];
export const StartupStageField = z.enum(STARTUP_STAGES);

/** Roles inside one startup's team. */
export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The studio modules a startup can have switched on; they gate what its members see. */
export const STUDIO_MODULES = ['pitch_builder', 'investor_access', 'research', 'mentoring'] as const;
export type StudioModule = (typeof STUDIO_MODULES)[number];

/** Longest Markdown description of a startup. */
export const STARTUP_DESCRIPTION_MAX = 20_000;

/** An id the server issued. */
export const StartupIdField = singleLineText().trim().min(1).max(64);
/** Lower-case ASCII words joined by single hyphens (the slug rule of every domain). */
export const StartupSlugField = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens');
/** An industry of the research catalogue, by its slug. */
export const IndustrySlugField = StartupSlugField;
/** An ISO 3166-1 alpha-2 country code, upper case. */
export const CountryField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
  .transform((value) => value.toUpperCase());
/** A calendar date, `YYYY-MM-DD`. */
export const DateOnlyField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const startupFields = {
  name: singleLineText().trim().min(1).max(120),
  slug: StartupSlugField.optional(),
  one_liner: singleLineText().trim().max(200).default(''),
  description: text().max(STARTUP_DESCRIPTION_MAX).default(''),
  website: httpUrl(500, { allowEmpty: true })
    .optional()
    .transform((value) => value || null),
  stage: StartupStageField.default('idea'),
  industries: z.array(IndustrySlugField).max(10).default([]),
  country: CountryField.nullable().default(null),
  founded_on: DateOnlyField.nullable().default(null),
  team_size: z.number().int().min(1).max(100_000).nullable().default(null),
  listed_on_fundraising: z.boolean().default(false),
};

export const StartupAddBody = z.strictObject(startupFields);
export type StartupAddInput = z.output<typeof StartupAddBody>;

export const StartupUpdateBody = z.strictObject({
  id: StartupIdField,
  name: startupFields.name.optional(),
  slug: StartupSlugField.optional(),
  one_liner: singleLineText().trim().max(200).optional(),
  description: text().max(STARTUP_DESCRIPTION_MAX).optional(),
  website: httpUrl(500, { allowEmpty: true })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  stage: StartupStageField.optional(),
  industries: z.array(IndustrySlugField).max(10).optional(),
  country: CountryField.nullable().optional(),
  founded_on: DateOnlyField.nullable().optional(),
  team_size: z.number().int().min(1).max(100_000).nullable().optional(),
  listed_on_fundraising: z.boolean().optional(),
});
export type StartupUpdateInput = z.output<typeof StartupUpdateBody>;

/** One startup as its members and administrators see it. */
export const StartupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  one_liner: z.string(),
  description: z.string(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  stage: StartupStageField,
  industries: z.array(z.string()),
  country: z.string().nullable(),
  founded_on: z.string().nullable(),
  team_size: z.number().int().nullable(),
  status: z.enum(['active', 'archived']),
  listed_on_fundraising: z.boolean(),
  owner_id: z.string(),
  /** The caller's role in the team; null for an administrator outside it. */
  my_role: z.enum(MEMBER_ROLES).nullable(),
  member_count: z.number().int(),
  modules: z.array(z.enum(STUDIO_MODULES)),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type Startup = z.infer<typeof StartupSchema>;

export const StartupIdBody = z.strictObject({ id: StartupIdField });

export const MyStartupsBody = listRequest({ status: z.enum(['active', 'archived']).optional() }, [
  'name',
  'created_at',
]);
export const MyStartupsResponse = listResponse(StartupSchema);

/** One member of a startup's team. */
export const StartupMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  joined_at: IsoDateTime,
});
export type StartupMember = z.infer<typeof StartupMemberSchema>;

export const StartupDetailsResponse = z.object({
  startup: StartupSchema,
  members: z.array(StartupMemberSchema),
});

/** `manage`: archive, restore, transfer ownership, leave, remove a member or change a member's role. */
export const StartupManageBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('archive'), id: StartupIdField }),
  z.strictObject({ action: z.literal('restore'), id: StartupIdField }),
  z.strictObject({ action: z.literal('transfer_ownership'), id: StartupIdField, user_id: StartupIdField }),
  z.strictObject({ action: z.literal('leave'), id: StartupIdField }),
  z.strictObject({ action: z.literal('remove_member'), id: StartupIdField, user_id: StartupIdField }),
  z.strictObject({
    action: z.literal('set_role'),
    id: StartupIdField,
    user_id: StartupIdField,
    role: z.enum(['admin', 'member']),
  }),
]);
export type StartupManageInput = z.output<typeof StartupManageBody>;
export const StartupManageResponse = z.object({
  startup: StartupSchema.nullable(),
  members: z.array(StartupMemberSchema),
});

export const LogoResponse = z.object({ logo_url: z.string(), startup: StartupSchema });

/** An invitation to join a startup, as its owner and admins see it (never its token). */
export const InvitationSchema = z.object({
  id: z.string(),
  startup_id: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'member']),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  invited_by: z.string(),
  expires_at: IsoDateTime,
  created_at: IsoDateTime,
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InviteBody = z.strictObject({
  startup_id: StartupIdField,
  email: EmailField,
  role: z.enum(['admin', 'member']).default('member'),
  message: singleLineText().trim().max(300).optional(),
});
export type InviteInput = z.output<typeof InviteBody>;

export const InvitationsBody = z.strictObject({ startup_id: StartupIdField });
export const InvitationsResponse = z.object({ items: z.array(InvitationSchema) });
export const InvitationRevokeBody = z.strictObject({ id: StartupIdField });
/**
 * Which invitation to accept: by its emailed link's `token`, or by its `invitation_id` when the caller is
 * signed in as the invited, verified address (the "invitation received" notification links to it). One of
 * the two is required; the service answers a 400 naming `token` when neither is given.
 */
export const AcceptInvitationBody = z.strictObject({
  token: singleLineText().trim().min(20).max(200).optional(),
  invitation_id: z.string().trim().min(1).max(64).optional(),
});
export type AcceptInvitationRef = z.infer<typeof AcceptInvitationBody>;
export const AcceptInvitationResponse = z.object({ startup: StartupSchema });

/** The admin list of every startup. */
export const BusinessesListBody = listRequest(
  {
    stage: StartupStageField.optional(),
    industry: IndustrySlugField.optional(),
    status: z.enum(['active', 'archived']).optional(),
  },
  ['name', 'created_at', 'stage'],
);
export const BusinessesListResponse = listResponse(StartupSchema);
export const BusinessUsersBody = z.strictObject({ id: StartupIdField });
export const BusinessUsersResponse = z.object({ items: z.array(StartupMemberSchema) });

/** One team across the studio: a startup with its people. */
export const TeamSchema = z.object({
  startup_id: z.string(),
  startup_name: z.string(),
  status: z.enum(['active', 'archived']),
  members: z.array(StartupMemberSchema),
});
export const TeamListingBody = listRequest({ status: z.enum(['active', 'archived']).optional() }, ['name']);
export const TeamListingResponse = listResponse(TeamSchema);

/** The modules of one startup; `set` switches some on or off (administrators). */
export const ModuleListingBody = z.strictObject({
  id: StartupIdField,
  set: z
    .array(z.strictObject({ module: z.enum(STUDIO_MODULES), enabled: z.boolean() }))
    .max(10)
    .optional(),
});
export const ModuleListingResponse = z.object({
  startup_id: z.string(),
  modules: z.array(z.object({ module: z.enum(STUDIO_MODULES), enabled: z.boolean() })),
});
