import { z } from 'zod';
import { EmailField } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';
import {
  AnswerValue,
  ApplicationIdField,
  AttachmentSchema,
  IndustryOptionSchema,
  IndustryProposalSchema,
  IndustrySlugField,
  TeamMemberSchema,
} from './application.schemas';
import { APPLICATION_STATES } from './application-states';
import {
  DECISIONS,
  KeyField,
  ProgrammeSlugField,
  REVIEW_PHASES,
  SCORE_MAX,
  SCORE_MIN,
  ScoreCategorySchema,
} from './programme.schemas';

const PersonSchema = z.object({ id: z.string(), name: z.string() });

export const ReviewSchema = z.object({
  reviewer: PersonSchema,
  scores: z.record(z.string(), z.number()),
  /** The weighted mean of the categories that are not independent. */
  total: z.number().nullable(),
  comment: z.string(),
  updated_at: z.string(),
});

export const NoteSchema = z.object({
  id: z.string(),
  author: PersonSchema,
  visibility: z.enum(['private', 'shared']),
  body: z.string(),
  created_at: z.string(),
});

export const HistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: PersonSchema.nullable(),
  kind: z.string(),
  detail: z.record(z.string(), z.string()),
});

/** Work an acceptance promised to other domains (a startup, a cohort place), done once they are wired. */
export const EffectSchema = z.object({
  id: z.string(),
  kind: z.enum(['create_startup', 'add_to_cohort']),
  status: z.enum(['pending', 'done']),
  created_at: z.string(),
});

/** One row of the review queue. In a blind phase a reviewer gets no name or email. */
export const ReviewQueueItemSchema = z.object({
  id: z.string(),
  programme: z.object({ slug: z.string(), title: z.string(), phase: z.enum(REVIEW_PHASES) }),
  state: z.enum(APPLICATION_STATES),
  title: z.string(),
  applicant_name: z.string().nullable(),
  applicant_email: z.string().nullable(),
  tags: z.array(z.string()),
  score: z.number().nullable(),
  reviews_count: z.number(),
  reviews_wanted: z.number(),
  assigned_to_me: z.boolean(),
  reviewed_by_me: z.boolean(),
  submitted_at: z.string().nullable(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;

export const ReviewQueueRequest = listRequest(
  {
    programme: ProgrammeSlugField.optional(),
    state: z.enum(APPLICATION_STATES).optional(),
    tag: singleLineText().trim().min(1).max(40).optional(),
    reviewer: EmailField.optional(),
    min_score: z.number().min(0).max(SCORE_MAX).optional(),
    max_score: z.number().min(0).max(SCORE_MAX).optional(),
    needs_my_review: z.boolean().optional(),
  },
  ['submitted_at', 'score', 'name'],
);
export const ReviewQueueResponse = listResponse(ReviewQueueItemSchema);

/** One application as the review team reads it; what the phase hides is null and `blind` is true. */
export const AdminApplicationSchema = z.object({
  id: z.string(),
  programme: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    phase: z.enum(REVIEW_PHASES),
    categories: z.array(ScoreCategorySchema),
  }),
  state: z.enum(APPLICATION_STATES),
  version: z.number(),
  title: z.string(),
  blind: z.boolean(),
  applicant: z.object({ name: z.string(), email: z.string(), user_id: z.string().nullable() }).nullable(),
  team: z.array(TeamMemberSchema).nullable(),
  answers: z.record(z.string(), AnswerValue),
  industries: z.array(z.string()),
  industry_proposals: z.array(IndustryProposalSchema),
  /** The catalogue's industries (and so its groups), to settle the proposals with. */
  industry_options: z.array(IndustryOptionSchema),
  attachments: z.array(AttachmentSchema),
  tags: z.array(z.string()),
  reviewers: z.array(PersonSchema),
  /** Null until the caller's own review is in (or for everyone in the screening phase's blind rule). */
  reviews: z.array(ReviewSchema).nullable(),
  my_review: ReviewSchema.nullable(),
  score: z.number().nullable(),
  notes: z.array(NoteSchema),
  history: z.array(HistoryEntrySchema),
  effects: z.array(EffectSchema),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

const id = ApplicationIdField;

/** What a reviewer or administrator changes on one application. */
export const AdminApplicationUpdateBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('assign'),
    id,
    add: z.array(EmailField).max(10).default([]),
    remove: z.array(EmailField).max(10).default([]),
  }),
  z.strictObject({
    action: z.literal('score'),
    id,
    scores: z.record(KeyField, z.number().int().min(SCORE_MIN).max(SCORE_MAX)),
    comment: text().trim().max(5000).default(''),
  }),
  z.strictObject({
    action: z.literal('note'),
    id,
    visibility: z.enum(['private', 'shared']),
    body: text().trim().min(1).max(5000),
  }),
  z.strictObject({
    action: z.literal('tag'),
    id,
    add: z.array(singleLineText().trim().min(1).max(40)).max(10).default([]),
    remove: z.array(singleLineText().trim().min(1).max(40)).max(10).default([]),
  }),
  z.strictObject({
    action: z.literal('state'),
    id,
    to: z.enum(['in_review', 'shortlisted', 'interview', 'archived']),
  }),
  z.strictObject({ action: z.literal('decide'), id, decision: z.enum(DECISIONS) }),
  /**
   * Administrators settle an industry proposal: `accept` adds it to the catalogue in `group`, `merge`
   * names an industry the catalogue has (`into`); either way the application names that industry.
   */
  z.strictObject({
    action: z.literal('industry'),
    id,
    proposal_id: z.string().trim().min(1).max(64),
    resolve: z.enum(['accept', 'merge']),
    group: IndustrySlugField.optional(),
    into: IndustrySlugField.optional(),
  }),
]);

/** Decide many at once; `dry_run` answers each email as it would go out and changes nothing. */
export const BulkDecideBody = z.strictObject({
  ids: z.array(id).min(1).max(200),
  decision: z.enum(DECISIONS),
  dry_run: z.boolean().default(false),
});

export const BulkDecideResponse = z.object({
  dry_run: z.boolean(),
  items: z.array(
    z.object({
      id: z.string(),
      /** `decided` (or `would_decide`), or why not: the application's state made the move invalid. */
      outcome: z.enum(['decided', 'would_decide', 'invalid_state', 'not_found']),
      state: z.string(),
      to: z.string(),
      language: z.string(),
      subject: z.string(),
      body: z.string(),
    }),
  ),
});
