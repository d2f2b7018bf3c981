import { z } from 'zod';
import { SIGN_UP_GRANTABLE_ROLES } from '../../roles/sign-up-roles';
import { EmailField, LanguageField } from '../schemas/fields';
import { singleLineText } from '../schemas/single-line-text';

/** A host name as typed into a browser: letters, digits, dots and dashes, optional port. */
const HostField = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/);

/**
 * The typed platform settings: each key with its value schema. `null` for a
 * landing host means "use the server's environment variable".
 */
export const SETTING_SCHEMAS = {
  platform_name: singleLineText().trim().min(1).max(80),
  support_email: EmailField,
  sign_up_open: z.boolean(),
  venture_host: HostField.nullable(),
  ailab_host: HostField.nullable(),
  education_host: HostField.nullable(),
  default_language: LanguageField,
  sign_up_roles: z
    .array(
      z
        .number()
        .int()
        .refine((role) => (SIGN_UP_GRANTABLE_ROLES as readonly number[]).includes(role)),
    )
    .max(SIGN_UP_GRANTABLE_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length)
    .transform((roles) => [...roles].sort((a, b) => a - b)),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValues = { [K in SettingKey]: z.output<(typeof SETTING_SCHEMAS)[K]> };

/** Every setting key, in display order. */
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

/** The value each setting has until an administrator changes it. */
export const SETTING_DEFAULTS: SettingValues = {
  platform_name: 'AI Lab',
  support_email: 'support@ailab.localhost',
  sign_up_open: true,
  venture_host: null,
  ailab_host: null,
  education_host: null,
  default_language: 'en-US',
  sign_up_roles: [8],
};

const SettingValue = z.union([z.string(), z.boolean(), z.null(), z.array(z.number())]);

/** One setting as the API shows it. */
export const SettingEntrySchema = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]),
  value: SettingValue,
  default: SettingValue,
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type SettingEntry = z.infer<typeof SettingEntrySchema>;

function keyed<K extends SettingKey>(key: K) {
  return z.strictObject({ key: z.literal(key), value: SETTING_SCHEMAS[key] });
}

/** A key and a value valid for that key. */
export const SettingWriteBody = z.discriminatedUnion('key', [
  keyed('platform_name'),
  keyed('support_email'),
  keyed('sign_up_open'),
  keyed('venture_host'),
  keyed('ailab_host'),
  keyed('education_host'),
  keyed('default_language'),
  keyed('sign_up_roles'),
]);

export const SettingKeyBody = z.strictObject({ key: SettingEntrySchema.shape.key });
export const SettingManageBody = z.strictObject({
  key: SettingEntrySchema.shape.key,
  action: z.enum(['reset']),
});
export const SettingsResponse = z.object({ settings: z.array(SettingEntrySchema) });
export const SettingResponse = z.object({ setting: SettingEntrySchema });
