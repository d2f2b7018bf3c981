import { z } from 'zod';
import { httpUrl } from '../schemas/http-url';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';

/** A catalogue slug: lower-case words joined by dashes. */
export const IndustrySlugField = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** The sections every market overview may have, in reading order. */
export const MARKET_SECTION_KEYS = [
  'size_growth',
  'trends',
  'key_players',
  'ai_use_cases',
  'adoption_barriers',
  'regulation',
] as const;
export type MarketSectionKey = (typeof MARKET_SECTION_KEYS)[number];

/** A cited source: a title and an http(s) link. */
export const SourceSchema = z.object({
  title: singleLineText().trim().min(1).max(200),
  url: httpUrl(500),
});
export type Source = z.infer<typeof SourceSchema>;

export const IndustryGroupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  industry_count: z.number().int().nonnegative(),
});
export type IndustryGroup = z.infer<typeof IndustryGroupSchema>;

export const IndustrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  group: z.object({ slug: z.string(), name: z.string() }),
  /** True when the caller follows it. */
  followed: z.boolean(),
});
export type Industry = z.infer<typeof IndustrySchema>;

export const MarketSectionSchema = z.object({
  key: z.enum(MARKET_SECTION_KEYS),
  title: z.string(),
  /** Markdown, rendered only through the sanitizing component. */
  body: z.string(),
  sources: z.array(SourceSchema),
  /** The day an editor last checked the section (YYYY-MM-DD). */
  last_reviewed: z.string(),
  updated_at: z.string(),
});
export type MarketSection = z.infer<typeof MarketSectionSchema>;

/** A published report as lists show it. */
export const ReportCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  industries: z.array(z.object({ slug: z.string(), name: z.string() })),
  tags: z.array(z.string()),
  author_name: z.string(),
  published_at: z.string(),
  cover_url: z.string().nullable(),
});
export type ReportCard = z.infer<typeof ReportCardSchema>;

export const IndustryListBody = listRequest(
  { group: IndustrySlugField.optional(), followed: z.boolean().optional() },
  ['name'],
);
export const IndustryListResponse = listResponse(IndustrySchema);

export const GroupListResponse = z.object({ items: z.array(IndustryGroupSchema) });
export const GroupItemsBody = z.strictObject({ group: IndustrySlugField });
export const GroupItemsResponse = z.object({ group: IndustryGroupSchema, items: z.array(IndustrySchema) });

export const MarketBody = z.strictObject({ industry: IndustrySlugField });
export const MarketResponse = z.object({
  industry: IndustrySchema,
  sections: z.array(MarketSectionSchema),
  latest_reports: z.array(ReportCardSchema),
});
export type Market = z.infer<typeof MarketResponse>;

export const MarketSectionBody = z.strictObject({
  industry: IndustrySlugField,
  key: z.enum(MARKET_SECTION_KEYS),
});

export const FollowBody = z.strictObject({ industry: IndustrySlugField });
export const FollowResponse = z.object({ industry: IndustrySchema });

export const YourIndustriesResponse = z.object({ items: z.array(IndustrySchema) });

/** The public industries home: every group with its industries and their latest report. */
export const AllIndustriesSectionResponse = z.object({
  groups: z.array(
    IndustryGroupSchema.extend({
      industries: z.array(
        z.object({
          slug: z.string(),
          name: z.string(),
          summary: z.string(),
          report_count: z.number().int().nonnegative(),
          latest_report: ReportCardSchema.nullable(),
        }),
      ),
    }),
  ),
});
export type AllIndustriesSection = z.infer<typeof AllIndustriesSectionResponse>;
