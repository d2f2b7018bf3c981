import { z } from 'zod';
import { InstantField, TimeZoneField } from '../events/events.schemas';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';

/** The kinds of question a programme's form may ask. */
export const QUESTION_KINDS = [
  'text',
  'long_text',
  'choice',
  'multi_choice',
  'number',
  'url',
  'file',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A programme's review phases: blind screening, open discussion, decision. */
export const REVIEW_PHASES = ['screening', 'discussion', 'decision'] as const;
export type ReviewPhase = (typeof REVIEW_PHASES)[number];

/** The decisions an application may end in, each with its own email template. */
export const DECISIONS = ['accepted', 'waitlisted', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Longest answer to a `long_text` question, in characters; `text` answers are one line of at most 300. */
export const LONG_ANSWER_MAX = 10_000;
export const SHORT_ANSWER_MAX = 300;

/** A key of a question, section, choice or score category: `problem`, `team_size`. */
export const KeyField = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9_]*$/);

/** A slug as the platform spells them: lower-case words of letters and digits joined by dashes. */
export const SlugRule = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ProgrammeSlugField = z.string().trim().min(2).max(80).regex(SlugRule);

/** One text in the three languages (snake_case keys on the wire); en_us is required, the others fall back to it. */
export const LocalizedText = (max: number) =>
  z.strictObject({
    en_us: text().trim().min(1).max(max),
    es_mx: text().trim().max(max).optional(),
    ja_jp: text().trim().max(max).optional(),
  });
export type LocalizedTextValue = z.infer<ReturnType<typeof LocalizedText>>;

/** The text in `language` (`en-US`, `es-MX`, `ja-JP`), falling back to English when it is missing or empty. */
export function localizedText(value: LocalizedTextValue, language: string): string {
  const key = language.toLowerCase().replace('-', '_') as keyof LocalizedTextValue;
  return value[key] || value.en_us;
}

export const ChoiceSchema = z.strictObject({ value: KeyField, label: LocalizedText(200) });

/** One question of a programme's form, stored as data. */
export const QuestionSchema = z.strictObject({
  id: KeyField,
  /** The form step the question belongs to; `problem` is the problem statement section. */
  section: KeyField,
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  label: LocalizedText(300),
  help: LocalizedText(1000).optional(),
  /** For `choice` and `multi_choice`. */
  choices: z.array(ChoiceSchema).max(50).optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** A score category; the total is the weighted mean of the categories that are not `independent`. */
export const ScoreCategorySchema = z.strictObject({
  id: KeyField,
  name: LocalizedText(120),
  weight: z.number().min(0).max(100),
  required: z.boolean(),
  independent: z.boolean(),
});
export type ScoreCategory = z.infer<typeof ScoreCategorySchema>;

/** A decision email in the three languages: `{{name}}` and `{{programme}}` are filled in. */
export const DecisionTemplateSchema = z.strictObject({
  subject: LocalizedText(200),
  body: LocalizedText(5000),
});

export const DecisionTemplatesSchema = z.strictObject({
  accepted: DecisionTemplateSchema,
  waitlisted: DecisionTemplateSchema,
  rejected: DecisionTemplateSchema,
});

/** Score values: whole points from 1 to 5. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

const programmeFields = {
  slug: ProgrammeSlugField,
  title: singleLineText().trim().min(1).max(140),
  description: text().trim().max(20_000),
  opens_at: InstantField,
  closes_at: InstantField,
  time_zone: TimeZoneField,
  questions: z.array(QuestionSchema).min(1).max(60),
  categories: z.array(ScoreCategorySchema).max(20),
  reviews_wanted: z.number().int().min(1).max(10),
  phase: z.enum(REVIEW_PHASES),
  templates: DecisionTemplatesSchema,
};

/** Create a programme (no id) or replace an existing one's settings (id). */
export const ProgrammeSaveBody = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  ...programmeFields,
  /** The institute team accepted founders join; null names none, absent keeps the stored one. */
  cohort_team_id: z.string().trim().min(1).max(64).nullable().optional(),
});

/** An institute team a programme may name as its cohort. */
export const CohortTeamSchema = z.object({
  team_id: z.string(),
  team_name: z.string(),
  institute_name: z.string(),
  open: z.boolean(),
});
export type CohortTeam = z.infer<typeof CohortTeamSchema>;
export const CohortTeamListResponse = z.object({ items: z.array(CohortTeamSchema) });

/** A programme as reviewers and administrators read it. */
export const AdminProgrammeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  time_zone: z.string(),
  questions: z.array(QuestionSchema),
  categories: z.array(ScoreCategorySchema),
  reviews_wanted: z.number(),
  phase: z.enum(REVIEW_PHASES),
  templates: DecisionTemplatesSchema,
  /** The institute team accepted founders join (`admin/programme/cohorts` names them), or null. */
  cohort_team_id: z.string().nullable(),
  is_open: z.boolean(),
  counts: z.record(z.string(), z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProgramme = z.infer<typeof AdminProgrammeSchema>;

/** A programme as an applicant sees it: the form, never the review settings. */
export const PublicProgrammeSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  time_zone: z.string(),
  is_open: z.boolean(),
  questions: z.array(QuestionSchema),
});
export type PublicProgramme = z.infer<typeof PublicProgrammeSchema>;

export const ProgrammeSlugBody = z.strictObject({ programme: ProgrammeSlugField });
export const OpenProgrammeListResponse = z.object({ items: z.array(PublicProgrammeSchema) });
export const AdminProgrammeListResponse = z.object({ items: z.array(AdminProgrammeSchema) });
