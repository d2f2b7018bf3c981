import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { httpUrl } from '../schemas/http-url';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';
import { CurrencyField } from './pitch.schemas';
import { CountryField, IndustrySlugField, StartupIdField, StartupStageField } from './startup.schemas';

/** A geography an investor invests in: a country code, or `global`. */
export const GeographyField = z.union([z.literal('global'), CountryField]);

export const InvestorProfileInput = z.strictObject({
  firm: singleLineText().trim().min(1).max(120),
  thesis: text().max(10_000).default(''),
  stages: z.array(StartupStageField).max(5).default([]),
  sectors: z.array(IndustrySlugField).max(20).default([]),
  geographies: z.array(GeographyField).max(30).default([]),
  portfolio_links: z.array(httpUrl(500)).max(10).default([]),
  cheque_min: z.number().finite().min(0),
  cheque_max: z.number().finite().min(0),
  currency: CurrencyField,
  open_to_intros: z.boolean().default(true),
  /** Whether founders' analytics may count this investor's views (consent). */
  count_views: z.boolean().default(true),
});
export type InvestorProfileValues = z.output<typeof InvestorProfileInput>;

/** Why a pitch and an investor match or not, one criterion each: a code clients translate, and its values. */
export const MatchReasonSchema = z.object({
  criterion: z.enum(['stage', 'sector', 'cheque', 'geography']),
  matched: z.boolean(),
  code: z.enum([
    'stage_in_focus',
    'stage_outside',
    'sectors_overlap',
    'no_sector_overlap',
    'cheque_fits',
    'cheque_too_small',
    'cheque_too_large',
    'currency_differs',
    'amount_unknown',
    'geography_in',
    'geography_out',
  ]),
  values: z.array(z.string()),
  /** What this criterion added to the score. */
  points: z.number(),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;
export const MatchSchema = z.object({
  /** 0–100: stage 30, sectors 30, cheque 25, geography 15. */
  score: z.number().int().min(0).max(100),
  reasons: z.array(MatchReasonSchema),
});
export type Match = z.infer<typeof MatchSchema>;

export const InvestorSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  firm: z.string(),
  thesis: z.string(),
  stages: z.array(StartupStageField),
  sectors: z.array(z.string()),
  geographies: z.array(z.string()),
  portfolio_links: z.array(z.string()),
  cheque_min: z.number(),
  cheque_max: z.number(),
  currency: z.string(),
  open_to_intros: z.boolean(),
  /** Against the pitch named by `for_pitch`; null without one. */
  match: MatchSchema.nullable(),
});
export type Investor = z.infer<typeof InvestorSchema>;

export const InvestorListBody = listRequest(
  {
    stage: StartupStageField.optional(),
    sector: IndustrySlugField.optional(),
    geography: GeographyField.optional(),
    /** Rank by the match with this pitch of one of my startups (highest score first). */
    for_pitch: StartupIdField.optional(),
  },
  ['firm', 'score'],
);
export const InvestorListResponse = listResponse(InvestorSchema);

export const InvestorProfileBody = z.strictObject({ profile: InvestorProfileInput.optional() });
export const InvestorProfileResponse = z.object({
  profile: InvestorSchema.omit({ match: true }).extend({ count_views: z.boolean() }).nullable(),
});

/** An active pitch as an investor sees it in their ranking. */
export const MatchedPitchSchema = z.object({
  pitch_id: z.string(),
  title: z.string(),
  startup_id: z.string(),
  startup_name: z.string(),
  one_liner: z.string(),
  stage: StartupStageField,
  industries: z.array(z.string()),
  country: z.string().nullable(),
  amount_raising: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  my_signal: z.enum(['interested', 'intro_requested', 'passed']).nullable(),
  match: MatchSchema,
});
export const MatchedPitchesBody = listRequest(
  { stage: StartupStageField.optional(), sector: IndustrySlugField.optional() },
  ['score', 'activated_at'],
);
export const MatchedPitchesResponse = listResponse(MatchedPitchSchema);

export const SIGNALS = ['interested', 'intro_requested', 'passed'] as const;
export const PIPELINE_STAGES = [
  'interested',
  'meeting',
  'due_diligence',
  'term_sheet',
  'closed',
  'passed',
] as const;

export const InterestBody = z.strictObject({ pitch_id: StartupIdField, signal: z.enum(SIGNALS) });

/** A contact shared once both sides agreed to an intro. */
export const ContactSchema = z.object({ name: z.string(), email: z.string() });

/** One pitch in an investor's private pipeline (notes are theirs alone). */
export const PipelineItemSchema = z.object({
  interest_id: z.string(),
  pitch_id: z.string(),
  title: z.string(),
  startup_name: z.string(),
  signal: z.enum(SIGNALS),
  stage: z.enum(PIPELINE_STAGES),
  notes: z.string(),
  /** The founder's contact, once the founders agreed to the intro the investor asked for. */
  intro: ContactSchema.nullable(),
  updated_at: IsoDateTime,
});
export const PipelineBody = z.strictObject({
  update: z
    .strictObject({
      pitch_id: StartupIdField,
      stage: z.enum(PIPELINE_STAGES).optional(),
      notes: text().max(10_000).optional(),
    })
    .optional(),
});
export const PipelineResponse = z.object({ items: z.array(PipelineItemSchema) });

/** An investor who asked about a pitch, as its founders see them (no pipeline, no notes). */
export const PitchInterestSchema = z.object({
  interest_id: z.string(),
  investor_name: z.string(),
  firm: z.string(),
  signal: z.enum(['interested', 'intro_requested']),
  intro_agreed: z.boolean(),
  /** The investor's contact, once both sides agreed. */
  intro: ContactSchema.nullable(),
  created_at: IsoDateTime,
});
export const PitchInterestsBody = z.strictObject({
  pitch_id: StartupIdField,
  /** Agree to the intro this investor asked for (owner or admin). */
  agree_intro: StartupIdField.optional(),
});
export const PitchInterestsResponse = z.object({ items: z.array(PitchInterestSchema) });

/** A startup raising, as the public `/fundraising` page lists it. */
export const FundraisingItemSchema = z.object({
  startup_id: z.string(),
  slug: z.string(),
  name: z.string(),
  one_liner: z.string(),
  stage: StartupStageField,
  industries: z.array(z.string()),
  country: z.string().nullable(),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  amount_raising: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  pitch_title: z.string(),
  activated_at: IsoDateTime.nullable(),
});
export const FundraisingBody = listRequest(
  { stage: StartupStageField.optional(), sector: IndustrySlugField.optional() },
  ['activated_at', 'name'],
);
export const FundraisingResponse = listResponse(FundraisingItemSchema);
