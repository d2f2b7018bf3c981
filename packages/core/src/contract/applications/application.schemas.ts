import { z } from 'zod';
import { EmailField, LanguageField } from '../schemas/fields';
import { httpUrl } from '../schemas/http-url';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';
import { APPLICATION_STATES } from './application-states';
import {
  KeyField,
  LONG_ANSWER_MAX,
  ProgrammeSlugField,
  PublicProgrammeSchema,
  SlugRule,
} from './programme.schemas';

export const ApplicationIdField = z.string().trim().min(1).max(64);

/** An answer: text, the chosen values, a number, or null to clear it. Each is checked against its question. */
export const AnswerValue = z.union([
  text().max(LONG_ANSWER_MAX),
  z.array(singleLineText().max(200)).max(50),
  z.number().finite(),
  z.null(),
]);
export type AnswerValueType = z.infer<typeof AnswerValue>;

export const AnswersField = z.record(KeyField, AnswerValue);

export const TeamMemberSchema = z.strictObject({
  name: singleLineText().trim().min(1).max(120),
  email: EmailField,
  role: singleLineText().trim().max(120),
  url: httpUrl(500, { allowEmpty: true }).optional(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** An industry of the research catalogue, by slug. */
export const IndustrySlugField = z.string().trim().min(2).max(80).regex(SlugRule);

/** A new industry proposed to the catalogue by its name; an administrator accepts or merges it. */
export const IndustryProposalName = singleLineText().trim().min(2).max(80);

/** The most industries an application names, and proposes at once. */
export const MAX_INDUSTRIES = 5;
export const MAX_PROPOSALS = 3;

/**
 * What an autosave may change; keys left out stay as they were, `answers` merge key by key. `industries`
 * replaces the chosen catalogue industries; `proposals` adds new ones (a name already proposed is kept once).
 */
const draftChanges = {
  version: z.number().int().min(0),
  name: singleLineText().trim().max(120).optional(),
  title: singleLineText().trim().max(140).optional(),
  answers: AnswersField.optional(),
  team: z.array(TeamMemberSchema).max(12).optional(),
  industries: z.array(IndustrySlugField).max(MAX_INDUSTRIES).optional(),
  proposals: z.array(IndustryProposalName).max(MAX_PROPOSALS).optional(),
};

/** A founder's autosave, submit or withdraw, or the start of a draft for a programme. */
export const ApplicationUpdateBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('start'), programme: ProgrammeSlugField }),
  z.strictObject({ action: z.literal('save'), id: ApplicationIdField, ...draftChanges }),
  z.strictObject({ action: z.literal('submit'), id: ApplicationIdField, ...draftChanges }),
  z.strictObject({ action: z.literal('withdraw'), id: ApplicationIdField }),
]);

/** A resume token from the emailed link. */
export const ResumeTokenField = z.string().trim().min(20).max(200);

/** A visitor's autosave, submit or withdraw, proven by the resume token. */
export const OpenApplicationUpdateBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('save'), token: ResumeTokenField, ...draftChanges }),
  z.strictObject({ action: z.literal('submit'), token: ResumeTokenField, ...draftChanges }),
  z.strictObject({ action: z.literal('withdraw'), token: ResumeTokenField }),
]);

export const OpenApplicationCreateBody = z.strictObject({
  programme: ProgrammeSlugField,
  email: EmailField,
  language: LanguageField.optional(),
});
/** Always the same answer, whether the address already had an application or not. */
export const OpenApplicationCreateResponse = z.object({ sent: z.literal(true) });

export const ResumeBody = z.strictObject({ token: ResumeTokenField });

export const AttachmentSchema = z.object({
  id: z.string(),
  question_id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  created_at: z.string(),
});

export const IndustryProposalSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['proposed', 'accepted', 'merged']),
});

/** An application as its applicant sees it: never a score, a reviewer or a note. */
export const ApplicationSchema = z.object({
  id: z.string(),
  programme: z.object({ slug: z.string(), title: z.string(), closes_at: z.string(), is_open: z.boolean() }),
  state: z.enum(APPLICATION_STATES),
  version: z.number(),
  email: z.string(),
  name: z.string(),
  title: z.string(),
  answers: z.record(z.string(), AnswerValue),
  team: z.array(TeamMemberSchema),
  industries: z.array(z.string()),
  industry_proposals: z.array(IndustryProposalSchema),
  attachments: z.array(AttachmentSchema),
  /** The required questions still unanswered (what submit would refuse). */
  missing: z.array(z.string()),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** An industry of the catalogue an application may name. */
export const IndustryOptionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  group: z.object({ slug: z.string(), name: z.string() }),
});
export type IndustryOption = z.infer<typeof IndustryOptionSchema>;

export const ResumeResponse = z.object({
  application: ApplicationSchema,
  programme: PublicProgrammeSchema,
  /** The catalogue's industries, for the form's picker. */
  industry_options: z.array(IndustryOptionSchema),
});

export const MyApplicationsResponse = z.object({ items: z.array(ApplicationSchema) });

export const ApplicationIdBody = z.strictObject({ id: ApplicationIdField });

export const ProblemResponse = z.object({
  id: z.string(),
  questions: PublicProgrammeSchema.shape.questions,
  answers: z.record(z.string(), AnswerValue),
});

export const ApplicationLimitsSchema = z.object({
  attachment_max_bytes: z.number(),
  attachment_types: z.array(z.string()),
  attachments_per_question: z.number(),
  long_answer_max: z.number(),
  short_answer_max: z.number(),
  max_industries: z.number(),
  max_team: z.number(),
});

export const ApplicationDataResponse = z.object({
  programme: PublicProgrammeSchema,
  limits: ApplicationLimitsSchema,
  /** My application to this programme, if I have one. */
  application: ApplicationSchema.nullable(),
  /** The catalogue's industries, for the form's picker. */
  industry_options: z.array(IndustryOptionSchema),
});

export const CreateIndustriesBody = z.strictObject({
  id: ApplicationIdField,
  industries: z.array(IndustrySlugField).max(MAX_INDUSTRIES),
  /** New industries to propose to the catalogue; an administrator accepts or merges them. */
  proposals: z.array(IndustryProposalName).max(MAX_PROPOSALS).default([]),
});

/** The fields of a multipart upload besides the file (`file`), sent before it. */
export const UploadFieldsSchema = z.strictObject({
  application_id: ApplicationIdField.optional(),
  token: ResumeTokenField.optional(),
  question_id: KeyField,
});
