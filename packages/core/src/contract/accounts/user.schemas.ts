import { z } from 'zod';
import { IsoDateTime, LanguageField } from '../schemas/fields';

/**
 * A user as the API returns it. `photo_url`, `first_name`, `last_name`,
 * `email`, `role` and `function` are the userInfo fields of spec §3.
 */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string().nullable(),
  role: z.string(),
  function: z.array(z.string()),
  roles: z.array(z.number().int()),
  area_code: z.string(),
  group_id: z.string().nullable(),
  language: LanguageField,
  email_verified: z.boolean(),
  must_change_password: z.boolean(),
  last_login_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
});
export type User = z.infer<typeof UserSchema>;

/** What every successful sign-in answers. */
export const SignInResultSchema = z.object({
  token: z.string(),
  expires_at: IsoDateTime,
  user: UserSchema,
  /** When the user signed in before this sign-in, for 'Last Login at {time}'. */
  previous_login_at: IsoDateTime.nullable(),
  must_change_password: z.boolean(),
});
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** A named API token as listed to its owner; the secret is shown only once, at creation. */
export const ApiTokenInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: IsoDateTime,
  expires_at: IsoDateTime,
  last_used_at: IsoDateTime.nullable(),
  /** The scopes a CI token is limited to; empty for a token that acts as its owner. */
  scopes: z.array(z.string()).default([]),
  /** True for a token past its expiry (listed only when the list asks for expired ones). */
  expired: z.boolean().default(false),
});
export type ApiTokenInfo = z.infer<typeof ApiTokenInfoSchema>;
