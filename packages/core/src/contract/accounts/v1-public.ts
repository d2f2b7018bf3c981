import { z } from 'zod';
import { EmptyBody, endpoint, PUBLIC } from '../define';
import {
  CodeField,
  EmailField,
  LanguageField,
  NameField,
  OkResponse,
  PasswordField,
} from '../schemas/fields';

const feature = 'accounts';
const base = '/v1/api/public';

/** Interests a newcomer may pick at sign-up; labels live in locales (`auth:interests.<key>`). */
export const SIGN_UP_INTERESTS = [
  'ai_news',
  'research',
  'learning',
  'startups',
  'investment',
  'internships',
  'events',
] as const;

export const SignUpPreferencesSchema = z.strictObject({
  interests: z.array(z.enum(SIGN_UP_INTERESTS)).max(SIGN_UP_INTERESTS.length).default([]),
  newsletter: z.boolean().default(false),
  language: LanguageField.default('en-US'),
});
export type SignUpPreferences = z.infer<typeof SignUpPreferencesSchema>;

const ValidationResult = z.object({
  valid: z.boolean(),
  issues: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })),
});

/** The v1 public group: registration and its preferences. */
export const v1Public = {
  signUp: endpoint({
    path: `${base}/sign_up`,
    access: PUBLIC,
    feature,
    summary: 'Register an account; a verification code is emailed',
    body: z.strictObject({
      email: EmailField,
      password: PasswordField,
      first_name: NameField,
      last_name: NameField,
      preferences: SignUpPreferencesSchema.optional(),
    }),
    response: OkResponse.extend({ email: z.string() }),
  }),
  signUpValidate: endpoint({
    path: `${base}/sign_up/validate`,
    access: PUBLIC,
    feature,
    summary: 'Check sign-up fields without registering (format and password policy)',
    body: z.strictObject({
      email: z.string().max(1000).optional(),
      password: z.string().max(1000).optional(),
      first_name: z.string().max(1000).optional(),
      last_name: z.string().max(1000).optional(),
    }),
    response: ValidationResult,
  }),
  preferences: endpoint({
    path: `${base}/preferences`,
    access: PUBLIC,
    feature,
    summary: 'The preferences a newcomer may choose at sign-up',
    body: EmptyBody,
    response: z.object({
      interests: z.array(z.object({ key: z.string(), label: z.string() })),
      languages: z.array(LanguageField),
      defaults: SignUpPreferencesSchema,
    }),
  }),
  preferencesValidate: endpoint({
    path: `${base}/preferences/validate`,
    access: PUBLIC,
    feature,
    summary: 'Check a preferences selection without saving it',
    body: z.strictObject({ preferences: z.unknown() }),
    response: ValidationResult,
  }),
  signUpRemove: endpoint({
    path: `${base}/sign_up/remove`,
    access: PUBLIC,
    feature,
    summary: 'Withdraw an unverified sign-up with its emailed code',
    body: z.strictObject({ email: EmailField, code: CodeField }),
    response: OkResponse,
  }),
};
