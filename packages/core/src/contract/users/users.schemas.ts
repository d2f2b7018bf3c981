import { z } from 'zod';
import { ALL_ROLES } from '../../roles/roles';
import { UserSchema } from '../accounts/user.schemas';
import { bulkRequest, bulkResponse } from '../schemas/bulk';
import { EmailField, IsoDateTime, LanguageField, NameField } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';

/** A role number of spec §6. */
export const RoleField = z.literal(ALL_ROLES);

/** An area code: "100" selects the admin area (spec §6), anything else the ailab area. */
export const AreaCodeField = z
  .string()
  .trim()
  .max(16)
  .regex(/^[0-9A-Za-z_-]*$/);

/** One role of the catalogue: its number, translated label, the menu entries it opens, and its holders. */
export const RoleCatalogueEntrySchema = z.object({
  role: z.number().int(),
  label: z.string(),
  menu: z.array(z.string()),
  members: z.number().int(),
});
export type RoleCatalogueEntry = z.infer<typeof RoleCatalogueEntrySchema>;

/** One user's roles and area code, as the role endpoints answer them. */
export const UserRolesSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.number().int()),
  area_code: z.string(),
});
export type UserRoles = z.infer<typeof UserRolesSchema>;

export const RoleGetBody = z.strictObject({
  user_id: z.string().min(1).max(64).optional(),
  email: EmailField.optional(),
});

export const RoleGetResponse = z.object({
  roles: z.array(RoleCatalogueEntrySchema),
  user: UserRolesSchema.nullable(),
});

/** Grants and revokes roles and optionally sets the area code, for one or many users. */
export const RoleAddUpdateBody = z
  .strictObject({
    user_ids: z.array(z.string().min(1).max(64)).min(1).max(500),
    grant: z.array(RoleField).max(20).default([]),
    revoke: z.array(RoleField).max(20).default([]),
    area_code: AreaCodeField.optional(),
  })
  .refine((body) => body.grant.length + body.revoke.length > 0 || body.area_code !== undefined, {
    message: 'at_least_one_field',
  })
  .refine((body) => !body.grant.some((role) => body.revoke.includes(role)), {
    message: 'a role is both granted and revoked',
    path: ['revoke'],
  });

/** `changed`: the ids of the users whose roles or area changed; a user already as asked is left alone, unaudited. */
export const RoleAddUpdateResponse = z.object({
  users: z.array(UserRolesSchema),
  changed: z.array(z.string()),
});

/** One user as the admin list and detail show it. */
export const AdminUserSchema = UserSchema.pick({
  id: true,
  email: true,
  user_name: true,
  first_name: true,
  last_name: true,
  photo_url: true,
  roles: true,
  area_code: true,
  language: true,
  email_verified: true,
  last_login_at: true,
  created_at: true,
}).extend({
  disabled: z.boolean(),
  /** False while an invitee or a user reset by an administrator has not chosen a password yet. */
  password_set: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** A live session or API token of a user, as an administrator sees it (never the secret). */
export const AdminSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['session', 'api']),
  name: z.string(),
  created_at: IsoDateTime,
  expires_at: IsoDateTime,
  last_used_at: IsoDateTime.nullable(),
});

export const AdminUserDetailResponse = z.object({
  user: AdminUserSchema,
  sessions: z.array(AdminSessionSchema),
});

export const AdminUserRefBody = z.strictObject({ user_id: z.string().min(1).max(64) });

/** `changed` is false when the account already was as asked (disabling a disabled one): nothing was written. */
export const AdminUserActionResponse = z.object({
  user: AdminUserSchema,
  message: z.string(),
  changed: z.boolean(),
});

export const InviteUserBody = z.strictObject({
  email: EmailField,
  first_name: NameField.optional(),
  last_name: NameField.optional(),
  roles: z.array(RoleField).max(20).default([]),
  language: LanguageField.optional(),
});

export const InviteUserResponse = z.object({
  user: AdminUserSchema,
  created: z.boolean(),
  message: z.string(),
});

/** An ISO 8601 date or date-time bounding the creation range of the user list. */
const CreatedBound = z.iso.datetime({ offset: true }).or(z.iso.date());

/** `admin/all_users`: accent- and case-insensitive word search on names, user name and e-mail (domains too); filters; sort; keyset pages. */
export const AllUsersRequest = listRequest(
  {
    role: RoleField.optional(),
    verified: z.boolean().optional(),
    disabled: z.boolean().optional(),
    /** `false`: accounts that never signed in (no `last_login`), e.g. invitations never taken up; `true`: the others. */
    signed_in: z.boolean().optional(),
    created_from: CreatedBound.optional(),
    created_to: CreatedBound.optional(),
  },
  ['name', 'email', 'user_name', 'created_at', 'last_login'],
);
export type AllUsersFilters = z.output<typeof AllUsersRequest>;
export const AllUsersResponse = listResponse(AdminUserSchema);

/**
 * One row of a users CSV import. Idempotent by email: a new email is invited, an existing account gets
 * the given names and language and the listed roles added (never removed,
 * unless the request asks `replace_roles`).
 */
export const UserImportRowSchema = z.strictObject({
  email: EmailField,
  first_name: NameField.optional(),
  last_name: NameField.optional(),
  roles: z.array(RoleField).max(20).default([]),
  language: LanguageField.optional(),
});
export type UserImportRow = z.output<typeof UserImportRowSchema>;
/**
 * `invite: false` creates the accounts without emailing them (they set a password through "forgot password").
 * `replace_roles: true` makes each row's roles the account's exact set (roles it lacks are revoked; the last
 * active administrator keeps role 99); by default an import only adds roles.
 */
export const UserImportRequest = bulkRequest(UserImportRowSchema).extend({
  invite: z.boolean().default(true),
  replace_roles: z.boolean().default(false),
});
export const UserImportResponse = bulkResponse;

/** `admin/user/signups`: how many weeks back, ending with the current week (Monday to Sunday, UTC). */
export const SignupsRequest = z.strictObject({ weeks: z.number().int().min(1).max(52).default(12) });

/** Accounts created per week, oldest week first; weeks without sign-ups are present with 0. */
export const SignupsResponse = z.object({
  weeks: z.array(
    z.object({
      /** The Monday the week starts on, `YYYY-MM-DD` (UTC). */
      week_start: z.iso.date(),
      signups: z.number().int().nonnegative(),
    }),
  ),
});
export type Signups = z.infer<typeof SignupsResponse>;
