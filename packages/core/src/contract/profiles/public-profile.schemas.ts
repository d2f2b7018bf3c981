import { z } from 'zod';
import { UserNameField } from '../schemas/fields';

/** What a public profile may show besides the name. */
export const PROFILE_FIELDS = ['photo', 'role', 'function'] as const;
export const ProfileFieldSchema = z.enum(PROFILE_FIELDS);

export const ProfileVisibilityBody = z.strictObject({
  public: z.boolean().optional(),
  fields: z.array(ProfileFieldSchema).max(PROFILE_FIELDS.length).optional(),
});
export const ProfileVisibilityResponse = z.object({
  public: z.boolean(),
  fields: z.array(ProfileFieldSchema),
});

export const PublicProfileBody = z.strictObject({ name: UserNameField });
export const PublicProfileResponse = z.object({
  profile: z.object({
    user_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    photo_url: z.string().nullable(),
    role: z.string().nullable(),
    function: z.array(z.string()).nullable(),
  }),
});
