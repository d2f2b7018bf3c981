import { z } from 'zod';
import { EmailField, IsoDateTime } from '../schemas/fields';
import { singleLineText } from '../schemas/single-line-text';
import { PITCH_SECTIONS_MAX, PitchContentSchema } from './pitch.schemas';
import { DateOnlyField, StartupIdField } from './startup.schemas';

/** Most share links one pitch holds (revoked ones included). */
export const SHARE_LINKS_MAX = 50;
/** Longest time one section report may claim (a report beyond it is clamped). */
export const SHARE_REPORT_SECONDS_MAX = 3600;
export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
/** Shortest and longest share-link password. */
export const SHARE_PASSWORD_MIN = 6;
export const SHARE_PASSWORD_MAX = 128;

/** A share link's password as the founder sets it or a viewer types it (kept as typed: no trimming). */
export const SharePasswordField = z.string().min(SHARE_PASSWORD_MIN).max(SHARE_PASSWORD_MAX);

/** A share link's token as it travels in `/p/<token>`. */
export const ShareTokenField = z
  .string()
  .trim()
  .min(16)
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/, 'a share link token');

export const ShareSectionStatSchema = z.object({
  section_id: z.string(),
  title: z.string(),
  /** Visits that spent time on the section. */
  views: z.number().int(),
  seconds: z.number().int(),
});

export const ShareLinkSchema = z.object({
  id: z.string(),
  pitch_id: z.string(),
  label: z.string(),
  email_gate: z.boolean(),
  /** The link asks for a password before the pitch (the password itself is never answered). */
  password: z.boolean(),
  /** The first moment the link no longer opens (the day after `expires_on`, UTC); null: never. */
  expires_at: IsoDateTime.nullable(),
  revoked_at: IsoDateTime.nullable(),
  status: z.enum(SHARE_LINK_STATUSES),
  created_at: IsoDateTime,
  /** Counted visits (team members and investors who opted out are never counted). */
  views: z.number().int(),
  /** Distinct email addresses given at the gate. */
  unique_viewers: z.number().int(),
  seconds: z.number().int(),
  last_viewed_at: IsoDateTime.nullable(),
  sections: z.array(ShareSectionStatSchema),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareCreateBody = z.strictObject({
  pitch_id: StartupIdField,
  /** Whom the link is for, e.g. an investor's name. */
  label: singleLineText().trim().max(120).default(''),
  /** The last day the link opens (UTC); today or later. */
  expires_on: DateOnlyField.optional(),
  /** The viewer gives an email address before seeing the pitch. */
  email_gate: z.boolean().default(false),
  /** The viewer types this before seeing the pitch; stored only as its argon2id hash. */
  password: SharePasswordField.optional(),
});
export type ShareCreateInput = z.output<typeof ShareCreateBody>;
export const ShareCreateResponse = z.object({
  link: ShareLinkSchema,
  /** Shown once: only its hash is stored. */
  token: z.string(),
  url: z.string(),
});
export const ShareLinksBody = z.strictObject({ pitch_id: StartupIdField });
export const ShareLinksResponse = z.object({ items: z.array(ShareLinkSchema) });
export const ShareRevokeBody = z.strictObject({ id: StartupIdField });
export const SharePasswordBody = z.strictObject({
  id: StartupIdField,
  /** The new password; null removes it (the link then opens without one). */
  password: SharePasswordField.nullable(),
});

export const ShareUnlockBody = z.strictObject({
  token: ShareTokenField,
  password: z.string().min(1).max(SHARE_PASSWORD_MAX),
});
export const ShareUnlockResponse = z.object({
  /** A signed, short-lived grant to view this link only; give it to `view` as `grant`. */
  grant: z.string(),
  expires_at: IsoDateTime,
});
/** A view grant as it travels back to `view`. */
export const ShareGrantField = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'a view grant');

export const ShareViewBody = z.strictObject({
  token: ShareTokenField,
  /** Required by an email-gated link. */
  email: EmailField.optional(),
  /** Required by a password-protected link: the grant `unlock` answered for the right password. */
  grant: ShareGrantField.optional(),
});
export const ShareViewResponse = z.object({
  startup_name: z.string(),
  pitch_title: z.string(),
  /** True: the link asks for its password first (no grant, or an expired one); `content` is null. */
  locked: z.boolean(),
  /** True: the link asks for an email address first; `content` is null until it is given. */
  gated: z.boolean(),
  /** The visit to report section time against; null when this viewer is not counted. */
  visit: z.string().nullable(),
  content: PitchContentSchema.nullable(),
});
export type ShareView = z.infer<typeof ShareViewResponse>;

export const ShareTrackBody = z.strictObject({
  token: ShareTokenField,
  visit: StartupIdField,
  sections: z
    .array(
      z.strictObject({
        section_id: StartupIdField,
        seconds: z.number().finite().min(0).max(86_400),
      }),
    )
    .min(1)
    .max(PITCH_SECTIONS_MAX),
});
export type ShareTrackInput = z.output<typeof ShareTrackBody>;
export const ShareTrackResponse = z.object({ counted_seconds: z.number().int() });
