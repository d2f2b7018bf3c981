import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';

/** How many submitted assessments of one industry and size band it takes before their average is shown. */
export const MATURITY_COMPARISON_MINIMUM = 10;

/** The organisation sizes an assessment is compared within (people employed). */
export const MATURITY_SIZE_BANDS = ['1-10', '11-50', '51-250', '251-1000', '1000-plus'] as const;
export const MaturitySizeBand = z.enum(MATURITY_SIZE_BANDS);
export type MaturitySizeBand = z.infer<typeof MaturitySizeBand>;

/** An industry's slug (the industries catalogue's rule: lowercase letters, digits and single hyphens). */
export const MaturityIndustrySlug = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens');

/** The private link's secret: whoever holds it may read and continue the assessment. */
export const MaturityToken = z
  .string()
  .trim()
  .regex(/^ailab_mat_[A-Za-z0-9_-]{20,80}$/, 'a private link token');

const QuestionId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'a question id');

/** Answers by question id: the chosen option's value. Ids and ranges are checked against the questionnaire. */
export const MaturityAnswers = z
  .record(QuestionId, z.number().int().min(0).max(100))
  .refine((answers) => Object.keys(answers).length <= 200, 'too many answers');
export type MaturityAnswers = z.infer<typeof MaturityAnswers>;

const Option = z.object({ value: z.number().int(), label: z.string() });
const Question = z.object({
  id: z.string(),
  text: z.string(),
  help: z.string().nullable(),
  options: z.array(Option),
});
const Dimension = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  questions: z.array(Question),
});
const Level = z.object({ level: z.number().int(), name: z.string(), summary: z.string() });

export const MaturityQuestionnaireBody = z.strictObject({});
/** The questionnaire in the caller's language, with the lists an assessment is filed under. */
export const MaturityQuestionnaire = z.object({
  version: z.string(),
  language: z.string(),
  dimensions: z.array(Dimension),
  levels: z.array(Level),
  industries: z.array(z.object({ slug: z.string(), name: z.string() })),
  size_bands: z.array(z.object({ key: MaturitySizeBand, label: z.string() })),
  comparison_minimum: z.number().int(),
});
export type MaturityQuestionnaire = z.infer<typeof MaturityQuestionnaire>;

/** Starts an assessment (no token) or saves its progress (the token it was given). */
export const MaturityProgressBody = z.strictObject({
  token: MaturityToken.optional(),
  answers: MaturityAnswers,
  industry: MaturityIndustrySlug.nullable().optional(),
  size_band: MaturitySizeBand.nullable().optional(),
});

/** Submits every answer; with a token, the draft it names is the one submitted. */
export const MaturitySubmitBody = z.strictObject({
  token: MaturityToken.optional(),
  answers: MaturityAnswers,
  industry: MaturityIndustrySlug,
  size_band: MaturitySizeBand,
});

/** Reads one assessment by its private link, or by its id when the caller saved it to their account. */
export const MaturityResultBody = z.union([
  z.strictObject({ token: MaturityToken }),
  z.strictObject({ id: z.string().trim().min(1).max(64) }),
]);

export const MaturitySaveBody = z.strictObject({ token: MaturityToken });
export const MaturityMineBody = z.strictObject({});

const Score = z.object({ key: z.string(), score: z.number(), level: z.number().int() });

export const MaturityResult = z.object({
  submitted_at: IsoDateTime,
  overall: z.object({ score: z.number(), level: z.number().int() }),
  dimensions: z.array(Score),
  recommendations: z.array(
    z.object({ dimension: z.string(), level: z.number().int(), markdown: z.string() }),
  ),
  /** The anonymous average of the same industry and size band; `shown` only from the minimum count on. */
  comparison: z.object({
    shown: z.boolean(),
    count: z.number().int(),
    minimum: z.number().int(),
    overall: z.number().nullable(),
    dimensions: z.array(z.object({ key: z.string(), score: z.number() })),
  }),
});
export type MaturityResult = z.infer<typeof MaturityResult>;

/** One assessment as its holder sees it: a draft's answers, or a submitted one with its result. */
export const MaturityAssessment = z.object({
  id: z.string(),
  /** Only in the answer that created the assessment: the private link's secret (never stored in clear). */
  token: z.string().nullable(),
  state: z.enum(['draft', 'submitted']),
  saved_to_account: z.boolean(),
  answers: z.record(z.string(), z.number()),
  industry: z.string().nullable(),
  size_band: MaturitySizeBand.nullable(),
  updated_at: IsoDateTime,
  result: MaturityResult.nullable(),
});
export type MaturityAssessment = z.infer<typeof MaturityAssessment>;

export const MaturityMineResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      industry: z.string().nullable(),
      size_band: MaturitySizeBand.nullable(),
      overall_level: z.number().int(),
      submitted_at: IsoDateTime,
    }),
  ),
});
