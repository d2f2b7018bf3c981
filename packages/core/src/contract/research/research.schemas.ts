import { z } from 'zod';
import { RESEARCH_STATES } from '../../research/research-states';
import { searchTextSchema } from '../../search/search-text-schema';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import { SnippetSchema } from '../schemas/snippet';
import { text } from '../schemas/text';
import { IndustrySlugField, ReportCardSchema, SourceSchema } from './industries.schemas';

export { RESEARCH_STATES, type ResearchState } from '../../research/research-states';

export const ResearchSlugField = IndustrySlugField;
export const SectionKeyField = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);
export const TagField = singleLineText().trim().toLowerCase().min(1).max(40);

export const ResearchSectionSchema = z.object({
  key: SectionKeyField,
  title: singleLineText().trim().min(1).max(140),
  body: text().max(50_000),
});
export type ResearchSection = z.infer<typeof ResearchSectionSchema>;

/** The editable content of a research item; every save of it is a revision. */
export const researchFields = {
  title: singleLineText().trim().min(3).max(160),
  summary: text().trim().max(1000),
  sections: z.array(ResearchSectionSchema).max(30),
  industries: z.array(IndustrySlugField).max(10),
  tags: z.array(TagField).max(12),
  sources: z.array(SourceSchema).max(60),
};

export const PersonSchema = z.object({ id: z.string(), name: z.string() });

export const ResearchItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(ResearchSectionSchema),
  industries: z.array(z.object({ slug: z.string(), name: z.string() })),
  tags: z.array(z.string()),
  sources: z.array(SourceSchema),
  cover_url: z.string().nullable(),
  state: z.enum(RESEARCH_STATES),
  /** The revision number of the working copy; an edit names the version it started from. */
  version: z.number().int().positive(),
  author: PersonSchema,
  /** `active`: still an administrator or a research editor; an inactive assignment grants nothing. */
  reviewers: z.array(PersonSchema.extend({ approved: z.boolean(), active: z.boolean() })),
  required_approvals: z.number().int().positive(),
  approvals: z.number().int().nonnegative(),
  approved_revision: z.number().int().nullable(),
  published_revision: z.number().int().nullable(),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do. */
  can_edit: z.boolean(),
  can_review: z.boolean(),
  can_publish: z.boolean(),
});
export type ResearchItem = z.infer<typeof ResearchItemSchema>;

export const ResearchCommentSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  section_key: z.string().nullable(),
  kind: z.enum(['comment', 'approve', 'request_changes']),
  body: z.string(),
  author: PersonSchema,
  created_at: z.string(),
});
export type ResearchComment = z.infer<typeof ResearchCommentSchema>;

export const ResearchCreateBody = z.strictObject({
  title: researchFields.title,
  slug: ResearchSlugField.optional(),
  summary: researchFields.summary.optional(),
  sections: researchFields.sections.optional(),
  industries: researchFields.industries.optional(),
  tags: researchFields.tags.optional(),
  sources: researchFields.sources.optional(),
});

export const ResearchListBody = listRequest(
  {
    state: z.enum(RESEARCH_STATES).optional(),
    /** `mine`: written by the caller; `review`: assigned to the caller for review; `all`: administrators. */
    scope: z.enum(['mine', 'review', 'all']).default('mine'),
  },
  ['updated_at', 'title'],
);
export const ResearchListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  state: z.enum(RESEARCH_STATES),
  version: z.number().int(),
  author: PersonSchema,
  updated_at: z.string(),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export const ResearchListResponse = listResponse(ResearchListItemSchema);

export const ResearchRefBody = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  slug: ResearchSlugField.optional(),
});
export const ResearchGetResponse = z.object({
  item: ResearchItemSchema,
  comments: z.array(ResearchCommentSchema),
});

const IdField = z.string().min(1).max(64);
/** One research item by id (its cover's removal; the id field of a cover upload). */
export const ResearchIdBody = z.strictObject({ id: IdField });
export const ResearchManageBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('edit'),
    id: IdField,
    /** The version the edit started from; a newer stored version answers 409. */
    version: z.number().int().positive(),
    title: researchFields.title.optional(),
    summary: researchFields.summary.optional(),
    sections: researchFields.sections.optional(),
    industries: researchFields.industries.optional(),
    tags: researchFields.tags.optional(),
    sources: researchFields.sources.optional(),
  }),
  z.strictObject({
    action: z.literal('submit'),
    id: IdField,
    reviewer_ids: z.array(IdField).max(10).optional(),
  }),
  z.strictObject({ action: z.literal('withdraw'), id: IdField }),
  z.strictObject({ action: z.literal('archive'), id: IdField }),
  z.strictObject({ action: z.literal('restore'), id: IdField }),
  z.strictObject({
    action: z.literal('assign_reviewers'),
    id: IdField,
    reviewer_ids: z.array(IdField).min(1).max(10),
  }),
  z.strictObject({
    action: z.literal('set_required_approvals'),
    id: IdField,
    required: z.number().int().min(1).max(5),
  }),
]);
export type ResearchManage = z.infer<typeof ResearchManageBody>;

export const ResearchSavePublicBody = z.strictObject({
  id: IdField,
  /** Absent: publish now. An instant: publish then (through the job runner). */
  publish_at: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value).toISOString())
    .optional(),
});

export const ResearchReviewBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('comment'),
    id: IdField,
    section_key: SectionKeyField.nullable().optional(),
    body: text().trim().min(1).max(4000),
  }),
  z.strictObject({ action: z.literal('approve'), id: IdField, version: z.number().int().positive() }),
  z.strictObject({
    action: z.literal('request_changes'),
    id: IdField,
    body: text().trim().min(1).max(4000),
  }),
]);

export const RevisionSchema = z.object({
  number: z.number().int(),
  author: PersonSchema,
  created_at: z.string(),
  approved: z.boolean(),
  published: z.boolean(),
});
export const RevisionsBody = z.strictObject({ id: IdField });
export const RevisionsResponse = z.object({ items: z.array(RevisionSchema) });

export const DiffBody = z.strictObject({
  id: IdField,
  /** Default: the approved revision. */
  from: z.number().int().positive().optional(),
  /** Default: the newest revision. */
  to: z.number().int().positive().optional(),
});
export const DiffPartSchema = z.object({
  kind: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export const DiffResponse = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** Line diff of the Markdown rendering of each revision (title, summary, sections). */
  parts: z.array(DiffPartSchema),
});
export type DiffAnswer = z.infer<typeof DiffResponse>;

export const EditorSchema = PersonSchema.extend({ email: z.string() });
export const EditorsBody = z.strictObject({
  action: z.enum(['list', 'add', 'remove']),
  email: z.string().trim().toLowerCase().max(254).optional(),
});
export const EditorsResponse = z.object({ items: z.array(EditorSchema) });

/** A public report: the published revision, or a preview of the newest one for its author, reviewers and administrators. */
export const PublicReportSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(ResearchSectionSchema),
  industries: z.array(z.object({ slug: z.string(), name: z.string() })),
  tags: z.array(z.string()),
  sources: z.array(SourceSchema),
  cover_url: z.string().nullable(),
  author_name: z.string(),
  published_at: z.string().nullable(),
  revision: z.number().int(),
  preview: z.boolean(),
});
export type PublicReport = z.infer<typeof PublicReportSchema>;
export const PublicReportBody = z.strictObject({ slug: ResearchSlugField });

export const PublicReportListBody = listRequest(
  {
    industry: IndustrySlugField.optional(),
    tag: TagField.optional(),
  },
  ['published_at', 'title', 'relevance'],
).extend({
  /** Full-text search over titles, summaries and sections: words, "phrases", -exclusions, prefix*. */
  query: searchTextSchema.optional(),
});
export const PublicReportListItem = ReportCardSchema.extend({ snippet: SnippetSchema.nullable() });
export const PublicReportListResponse = listResponse(PublicReportListItem).extend({
  /**
   * The search words matched so many reports that only the most recently written of them were
   * ranked (and counted in `total`): more words or a filter find the rest. False without a query.
   */
  capped: z.boolean(),
});
