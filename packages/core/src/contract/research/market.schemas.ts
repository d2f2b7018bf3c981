import { z } from 'zod';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';
import { IndustrySlugField, ReportCardSchema } from './industries.schemas';
import { ResearchSectionSchema } from './research.schemas';

/** One industry's brief of one day: assembled once per industry and day, then served from the cache. */
export const DailyBriefSchema = z.object({
  industry: z.object({ slug: z.string(), name: z.string() }),
  /** The day (UTC, YYYY-MM-DD). */
  day: z.string(),
  generated_at: z.string(),
  new_research: z.array(ReportCardSchema),
  news: z.array(
    z.object({ title: z.string(), url: z.string(), source: z.string(), published_at: z.string() }),
  ),
  changed_sections: z.array(z.object({ key: z.string(), title: z.string(), updated_at: z.string() })),
});
export type DailyBrief = z.infer<typeof DailyBriefSchema>;

export const MarketTodayBody = z.strictObject({ industry: IndustrySlugField });

export const SavedBriefSchema = z.object({
  id: z.string(),
  brief: DailyBriefSchema,
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const MarketGetBody = z.strictObject({ id: z.string().min(1).max(64) });
export const MarketSaveBody = z.strictObject({
  industry: IndustrySlugField,
  /** Default: today. */
  day: z.iso.date().optional(),
  notes: text().trim().max(4000).default(''),
});

export const MarketGenerateBody = z.strictObject({
  industry: IndustrySlugField,
  topic: singleLineText().trim().max(200).optional(),
});
/** Where a draft came from: never published without the review flow. */
export const ProvenanceSchema = z.object({
  kind: z.enum(['model', 'outline']),
  model: z.string().nullable(),
  prompt_version: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string().nullable() })),
  generated_at: z.string(),
});
export const MarketGenerateResponse = z.object({
  title: z.string(),
  section: ResearchSectionSchema,
  provenance: ProvenanceSchema,
});
export type GeneratedDraft = z.infer<typeof MarketGenerateResponse>;
