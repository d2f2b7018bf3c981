import { z } from 'zod';
import { API_TOKEN_SCOPE_NAMES } from '../../auth/api-token-scopes';
import { EmptyBody, endpoint, MEMBER, PUBLIC } from '../define';
import {
  CodeField,
  EmailField,
  LanguageField,
  NameField,
  OkResponse,
  PasswordAttemptField,
  PasswordField,
  UserNameField,
} from '../schemas/fields';
import { singleLineText } from '../schemas/single-line-text';
import { ApiTokenInfoSchema, SignInResultSchema, UserSchema } from './user.schemas';

const feature = 'accounts';
const base = '/v2/api/user';

const ResetPasswordBody = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('request'), email: EmailField }),
  z.strictObject({
    step: z.literal('confirm'),
    email: EmailField,
    code: CodeField,
    new_password: PasswordField,
  }),
  z.strictObject({
    step: z.literal('confirm_link'),
    token: z.string().min(20).max(200),
    new_password: PasswordField,
  }),
]);

const TokenBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('create'),
    name: singleLineText().trim().min(1).max(64),
    expires_in_days: z.number().int().min(1).max(365).default(90),
    /** Limits the token to the endpoints of these scopes (CI jobs); a token without scopes acts as its owner. */
    scopes: z.array(z.enum(API_TOKEN_SCOPE_NAMES)).max(API_TOKEN_SCOPE_NAMES.length).optional(),
  }),
  z.strictObject({
    action: z.literal('list'),
    /** Also lists the caller's expired (not revoked) tokens, marked `expired` (the CLI's `auth token list`). */
    include_expired: z.boolean().optional(),
  }),
  z.strictObject({ action: z.literal('revoke'), id: z.string().min(1).max(64) }),
  z.strictObject({ action: z.literal('revoke_current') }),
]);

/** The user group (v2): sign-in, codes, passwords, tokens and the profile. */
export const user = {
  login: endpoint({
    path: `${base}/login`,
    access: PUBLIC,
    feature,
    summary: 'Sign in with email and password',
    body: z.strictObject({ email: EmailField, password: PasswordAttemptField }),
    response: SignInResultSchema,
  }),
  whoAmI: endpoint({
    path: `${base}/who_am_i`,
    access: MEMBER,
    feature,
    summary: 'The signed-in user: { result, user }',
    allowDuringPasswordChange: true,
    body: EmptyBody,
    response: z.object({ result: z.boolean(), user: UserSchema }),
  }),
  resetPassword: endpoint({
    path: `${base}/reset_password`,
    access: PUBLIC,
    feature,
    summary: 'Request a reset code and link by email, then set a new password with either',
    body: ResetPasswordBody,
    response: OkResponse,
  }),
  updateDefaultPassword: endpoint({
    path: `${base}/update_default_password`,
    access: MEMBER,
    feature,
    summary: 'Change the password (forced after a default password); signs out other sessions',
    allowDuringPasswordChange: true,
    body: z.strictObject({ current_password: PasswordAttemptField, new_password: PasswordField }),
    response: SignInResultSchema,
  }),
  token: endpoint({
    path: `${base}/token`,
    access: MEMBER,
    feature,
    summary: 'Create, list or revoke named API tokens; revoke_current signs out',
    allowDuringPasswordChange: true,
    body: TokenBody,
    response: z.object({
      tokens: z.array(ApiTokenInfoSchema),
      created: ApiTokenInfoSchema.extend({ secret: z.string() }).optional(),
    }),
  }),
  magicToken: endpoint({
    path: `${base}/magic_token`,
    access: PUBLIC,
    feature,
    summary: 'Sign in with the token of an emailed magic link',
    body: z.strictObject({ token: z.string().min(20).max(200) }),
    response: SignInResultSchema,
  }),
  personalInfo: endpoint({
    path: `${base}/personal_info`,
    access: MEMBER,
    feature,
    summary: 'The signed-in user with their profile fields',
    allowDuringPasswordChange: true,
    body: EmptyBody,
    response: z.object({ user: UserSchema }),
  }),
  verifyCode: endpoint({
    path: `${base}/verify_code`,
    access: PUBLIC,
    feature,
    summary: 'Verify a new account with its emailed code, and sign in',
    body: z.strictObject({ email: EmailField, code: CodeField }),
    response: SignInResultSchema,
  }),
  regenerateCode: endpoint({
    path: `${base}/regenerate_code`,
    access: PUBLIC,
    feature,
    summary: 'Email a fresh verification code to an unverified account',
    body: z.strictObject({ email: EmailField }),
    response: OkResponse,
  }),
  requestMagicCode: endpoint({
    path: `${base}/request_magic_code`,
    access: PUBLIC,
    feature,
    summary: 'Email a sign-in code and link',
    body: z.strictObject({ email: EmailField }),
    response: OkResponse,
  }),
  verifyMagicCode: endpoint({
    path: `${base}/verify_magic_code`,
    access: PUBLIC,
    feature,
    summary: 'Sign in with an emailed code',
    body: z.strictObject({ email: EmailField, code: CodeField }),
    response: SignInResultSchema,
  }),
  updateHeadshot: endpoint({
    path: `${base}/update_headshot`,
    access: MEMBER,
    feature,
    bodyKind: 'multipart',
    summary: 'Upload a profile photo (PNG, JPEG or WebP, multipart field "file")',
    body: z.strictObject({}),
    response: z.object({ photo_url: z.string(), user: UserSchema }),
  }),
  getHeadshot: endpoint({
    path: `${base}/get_headshot`,
    access: MEMBER,
    feature,
    summary: 'The URL of the signed-in user’s profile photo, or null',
    body: EmptyBody,
    response: z.object({ photo_url: z.string().nullable() }),
  }),
  updateInfo: endpoint({
    method: 'PUT',
    path: `${base}/update_info`,
    access: MEMBER,
    feature,
    summary: 'Update the signed-in user’s name, user name or language',
    body: z
      .strictObject({
        first_name: NameField.optional(),
        last_name: NameField.optional(),
        user_name: UserNameField.optional(),
        language: LanguageField.optional(),
      })
      .refine((value) => Object.values(value).some((field) => field !== undefined), {
        message: 'at_least_one_field',
      }),
    response: z.object({ user: UserSchema }),
  }),
};
