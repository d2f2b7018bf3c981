import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { httpUrl } from '../schemas/http-url';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';
import { DateOnlyField, StartupIdField, StartupStageField } from './startup.schemas';

/** The sections a new pitch starts with, in order (a startup reorders, adds and removes them). */
export const DEFAULT_SECTION_KINDS = [
  'problem',
  'solution',
  'market',
  'traction',
  'team',
  'business_model',
  'competition',
  'ask',
] as const;
export const SECTION_KINDS = [...DEFAULT_SECTION_KINDS, 'custom'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const PITCH_STATUSES = ['draft', 'active', 'closed'] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];
export const PITCH_AUDIENCES = ['investors', 'programme', 'public'] as const;

/** Longest Markdown body of one section. */
export const SECTION_BODY_MAX = 50_000;
/** Most images one section holds. */
export const SECTION_IMAGES_MAX = 12;
/** Most sections one pitch holds. */
export const PITCH_SECTIONS_MAX = 30;

const Title = singleLineText().trim().min(1).max(140);

export const PitchSchema = z.object({
  id: z.string(),
  startup_id: z.string(),
  startup_name: z.string(),
  title: z.string(),
  audience: z.enum(PITCH_AUDIENCES),
  status: z.enum(PITCH_STATUSES),
  section_count: z.number().int(),
  activated_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type Pitch = z.infer<typeof PitchSchema>;

export const SectionImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  position: z.number().int(),
  caption: z.string(),
});
export type SectionImage = z.infer<typeof SectionImageSchema>;

export const SectionSchema = z.object({
  id: z.string(),
  pitch_id: z.string(),
  kind: z.enum(SECTION_KINDS),
  title: z.string(),
  body: z.string(),
  position: z.number().int(),
  /** The version an edit starts from; a save from an older one answers 409 STALE_VERSION. */
  version: z.number().int(),
  updated_at: IsoDateTime,
  images: z.array(SectionImageSchema),
});
export type Section = z.infer<typeof SectionSchema>;

/** Typed values of key facts: money always carries its currency. */
export const CurrencyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code')
  .transform((value) => value.toUpperCase());
export const FieldValueSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('money'), amount: z.number().finite().min(0), currency: CurrencyField }),
  z.strictObject({ type: z.literal('number'), number: z.number().finite() }),
  z.strictObject({ type: z.literal('percentage'), number: z.number().finite().min(-1000).max(100_000) }),
  z.strictObject({ type: z.literal('date'), date: DateOnlyField }),
  z.strictObject({ type: z.literal('text'), text: singleLineText().trim().min(1).max(300) }),
  z.strictObject({ type: z.literal('url'), url: httpUrl(500) }),
]);
export type FieldValue = z.output<typeof FieldValueSchema>;

/** Well-known key facts (matching reads `amount_raising`) and custom ones. */
export const FIELD_KINDS = [
  'amount_raising',
  'pre_money_valuation',
  'monthly_revenue',
  'users',
  'growth',
  'runway',
  'custom',
] as const;

export const PitchFieldSchema = z.object({
  id: z.string(),
  pitch_id: z.string(),
  kind: z.enum(FIELD_KINDS),
  label: z.string(),
  value: FieldValueSchema,
  position: z.number().int(),
  image_url: z.string().nullable(),
});
export type PitchField = z.infer<typeof PitchFieldSchema>;

export const PitchStartupSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  one_liner: z.string(),
  stage: StartupStageField,
  industries: z.array(z.string()),
  country: z.string().nullable(),
  logo_url: z.string().nullable(),
});

export const PitchContentSchema = z.object({
  pitch: PitchSchema,
  startup: PitchStartupSchema,
  sections: z.array(SectionSchema),
  fields: z.array(PitchFieldSchema),
});
export type PitchContent = z.infer<typeof PitchContentSchema>;

export const PitchAddBody = z.strictObject({
  startup_id: StartupIdField,
  title: Title,
  audience: z.enum(PITCH_AUDIENCES).default('investors'),
  /** Start from the default sections (problem … ask); false starts empty. */
  template: z.boolean().default(true),
});
export const PitchListBody = listRequest(
  { startup_id: StartupIdField.optional(), status: z.enum(PITCH_STATUSES).optional() },
  ['updated_at', 'title'],
);
export const PitchListResponse = listResponse(PitchSchema);
export const PitchIdBody = z.strictObject({ id: StartupIdField });

export const PitchUpdateBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('edit'),
    id: StartupIdField,
    title: Title.optional(),
    audience: z.enum(PITCH_AUDIENCES).optional(),
  }),
  z.strictObject({
    action: z.literal('reorder'),
    id: StartupIdField,
    section_ids: z.array(StartupIdField).min(1).max(PITCH_SECTIONS_MAX),
  }),
  z.strictObject({
    action: z.literal('add_section'),
    id: StartupIdField,
    title: Title,
    kind: z.enum(SECTION_KINDS).default('custom'),
  }),
  z.strictObject({ action: z.literal('remove_section'), id: StartupIdField, section_id: StartupIdField }),
]);
export type PitchUpdateInput = z.output<typeof PitchUpdateBody>;

export const PitchStatusBody = z.strictObject({ id: StartupIdField, status: z.enum(PITCH_STATUSES) });
export const PitchStatusResponse = z.object({
  pitch: PitchSchema,
  /** Who can see the pitch now: the team always; investors once active; the public when listed. */
  visible_to: z.array(z.enum(['team', 'investors', 'public'])),
});

export const SectionBody = z.strictObject({ id: StartupIdField, history: z.boolean().default(false) });
export const DiffPartSchema = z.object({ kind: z.enum(['added', 'removed', 'same']), text: z.string() });
export const RevisionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  source: z.enum(['edit', 'generated', 'outline', 'import']),
  /** For a generated draft: the model (or "outline") and the facts it was drafted from. */
  provenance: z.object({ model: z.string().nullable(), sources: z.array(z.string()) }).nullable(),
  author_name: z.string().nullable(),
  created_at: IsoDateTime,
  /** What changed against the version before (the first one is all added). */
  diff: z.array(DiffPartSchema),
});
export const SectionResponse = z.object({ section: SectionSchema, revisions: z.array(RevisionSchema) });

export const SectionUpdateBody = z.strictObject({
  id: StartupIdField,
  version: z.number().int().min(1),
  title: Title.optional(),
  body: text().max(SECTION_BODY_MAX),
});

export const SectionImagesBody = z.strictObject({
  section_id: StartupIdField,
  /** Reorders the images: every image id of the section once, in the new order. */
  order: z.array(StartupIdField).max(SECTION_IMAGES_MAX).optional(),
});
export const SectionImagesResponse = z.object({ items: z.array(SectionImageSchema) });
export const SectionImageRemoveBody = z.strictObject({ id: StartupIdField });

export const SectionGenerateBody = z.strictObject({
  section_id: StartupIdField,
  version: z.number().int().min(1),
  instructions: singleLineText().trim().max(500).optional(),
});
export const SectionGenerateResponse = z.object({
  section: SectionSchema,
  source: z.enum(['generated', 'outline']),
  model: z.string().nullable(),
});

export const FieldCreateBody = z.strictObject({
  pitch_id: StartupIdField,
  kind: z.enum(FIELD_KINDS).default('custom'),
  label: singleLineText().trim().min(1).max(80),
  value: FieldValueSchema,
});
export const FieldUpdateBody = z.strictObject({
  id: StartupIdField,
  label: singleLineText().trim().min(1).max(80).optional(),
  value: FieldValueSchema.optional(),
});
export const FieldManageBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('reorder'),
    pitch_id: StartupIdField,
    ids: z.array(StartupIdField).min(1).max(50),
  }),
  z.strictObject({ action: z.literal('delete'), id: StartupIdField }),
]);
export const FieldListingBody = z.strictObject({ pitch_id: StartupIdField });
export const FieldListingResponse = z.object({ items: z.array(PitchFieldSchema) });
