import { z } from 'zod';
import { bulkRequest, bulkResponse } from '../schemas/bulk';
import { singleLineText } from '../schemas/single-line-text';
import { text } from '../schemas/text';
import { IndustrySlugField, MARKET_SECTION_KEYS, SourceSchema } from './industries.schemas';

/** One section of a market overview as an import gives it. */
export const IndustryImportSectionSchema = z.strictObject({
  key: z.enum(MARKET_SECTION_KEYS),
  title: singleLineText().trim().min(1).max(140),
  body: text().trim().max(20_000),
  sources: z.array(SourceSchema).max(30).default([]),
  /** The day an editor last checked it (YYYY-MM-DD). */
  last_reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
});
export type IndustryImportSection = z.output<typeof IndustryImportSectionSchema>;

/**
 * One overview section saved from the editor: the section's fields (`last_reviewed` defaults to today)
 * and the `updated_at` the edit started from (null for a section the overview does not have yet). A
 * section saved since answers 409 with the newer one, so two editors never overwrite each other.
 */
export const MarketSectionSaveBody = IndustryImportSectionSchema.extend({
  industry: IndustrySlugField,
  last_reviewed: IndustryImportSectionSchema.shape.last_reviewed.optional(),
  base_updated_at: z.string().min(1).max(40).nullable(),
});
export type MarketSectionSave = z.output<typeof MarketSectionSaveBody>;

/**
 * One industry of a catalogue import, idempotent by slug: its name, summary and group (by slug; a new
 * group needs `group_name`), and any overview sections it lists, each replacing the section of that key.
 * Sections a row does not list are kept, so a file may carry only the catalogue.
 */
export const IndustryImportRowSchema = z.strictObject({
  slug: IndustrySlugField,
  name: singleLineText().trim().min(1).max(120),
  summary: text().trim().max(1000).default(''),
  group: IndustrySlugField,
  group_name: singleLineText().trim().min(1).max(120).optional(),
  group_description: text().trim().max(1000).optional(),
  sections: z
    .array(IndustryImportSectionSchema)
    .max(MARKET_SECTION_KEYS.length)
    .refine((sections) => new Set(sections.map((section) => section.key)).size === sections.length, {
      message: 'each section key once',
    })
    .default([]),
});
export type IndustryImportRow = z.output<typeof IndustryImportRowSchema>;
export const IndustryImportRequest = bulkRequest(IndustryImportRowSchema);
export const IndustryImportResponse = bulkResponse;
