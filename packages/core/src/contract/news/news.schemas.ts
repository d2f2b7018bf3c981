import { z } from 'zod';
import { searchTextSchema } from '../../search/search-text-schema';
import { IsoDateTime } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';
import { SnippetSchema } from '../schemas/snippet';

/** Why one source (or repository target) failed in a sync. */
export const SyncFailureKindSchema = z.enum([
  'timeout',
  'not_found',
  'forbidden',
  'rate_limited',
  'parse_error',
  'too_large',
  'redirect_loop',
  'network',
  'http_error',
]);
export type SyncFailureKind = z.infer<typeof SyncFailureKindSchema>;

const TagField = singleLineText().trim().min(1).max(40);
const IdField = z.string().min(1).max(64);

/** A feed source with its health, as administrators see it. */
export const NewsSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  tags: z.array(z.string()),
  enabled: z.boolean(),
  /** `feed` sources are synced; the `manual` source holds articles posted by hand. */
  kind: z.enum(['feed', 'manual']),
  article_count: z.number().int().nonnegative(),
  health: z.object({
    last_status: z.enum(['ok', 'not_modified', 'failed']).nullable(),
    last_attempt_at: IsoDateTime.nullable(),
    last_success_at: IsoDateTime.nullable(),
    last_error_kind: SyncFailureKindSchema.nullable(),
    last_error_message: z.string().nullable(),
    next_attempt_at: IsoDateTime.nullable(),
    consecutive_failures: z.number().int().nonnegative(),
    /** Share of fetches answered 304 Not Modified, 0–1; null before the first fetch. */
    not_modified_share: z.number().min(0).max(1).nullable(),
    /** Failing for more than a day: shown flagged, never dropped. */
    flagged: z.boolean(),
  }),
  created_at: IsoDateTime,
});
export type NewsSource = z.infer<typeof NewsSourceSchema>;

/** Adding a feed source. */
export const NewsSourceAddBody = z.strictObject({
  name: singleLineText().trim().min(1).max(80),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  tags: z.array(TagField).max(10).default([]),
  enabled: z.boolean().default(true),
});

/** Changing a feed source. */
export const NewsSourceUpdateBody = z.strictObject({
  id: IdField,
  name: singleLineText().trim().min(1).max(80).optional(),
  tags: z.array(TagField).max(10).optional(),
  enabled: z.boolean().optional(),
});

/** One failure in a sync summary. */
export const SyncFailureSchema = z.object({
  target: z.string(),
  name: z.string(),
  kind: SyncFailureKindSchema,
  message: z.string(),
});

/** The answer of a news sync. */
export const NewsSyncSummarySchema = z.object({
  sources: z.number().int(),
  fetched: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  new_articles: z.number().int(),
  updated_articles: z.number().int(),
  duration_ms: z.number().int(),
  failures: z.array(SyncFailureSchema),
  /**
   * Sources not tried because they are backing off after failing (counted in `skipped`): still failing, with their
   * last failure and when they are tried again, so a plain run after a failed one does not look healthy.
   */
  backing_off: z.array(SyncFailureSchema.extend({ next_attempt_at: IsoDateTime.nullable() })),
});
export type NewsSyncSummary = z.infer<typeof NewsSyncSummarySchema>;

export const NewsSyncBody = z.strictObject({
  /** Only these sources; all enabled ones when absent. */
  source_ids: z.array(IdField).max(200).optional(),
  /**
   * Only these sources, each by id, name (any case) or URL, resolved by the server: a `news:sync` token (which
   * cannot list sources) can choose them too. An unknown one is a 400 naming it.
   */
  sources: z.array(singleLineText().trim().min(1).max(2048)).min(1).max(200).optional(),
  /** Fetch even sources whose next attempt is still to come (back-off, interval). */
  force: z.boolean().default(false),
});

/** An article found by a news search. */
export const NewsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  source: z.object({ id: z.string(), name: z.string() }),
  author: z.string().nullable(),
  published_at: IsoDateTime,
  fetched_at: IsoDateTime,
  summary: z.string(),
  tags: z.array(z.string()),
  /** The matching part of the text with matches marked; the summary's start when there is no query. */
  snippet: SnippetSchema,
  /** Other sources that covered the same story. */
  also_covered_by: z.array(z.object({ id: z.string(), source_name: z.string(), url: z.string() })),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

/** A news search: text, filters, sort (default relevance with a query, newest without), keyset page. */
export const NewsSearchBody = listRequest(
  {
    source_ids: z.array(IdField).max(50).optional(),
    tag: TagField.optional(),
    since: z.iso.datetime({ offset: true }).optional(),
    until: z.iso.datetime({ offset: true }).optional(),
  },
  ['relevance', 'published'],
  // The search text follows the search syntax rules (length, term count, not only exclusions).
).extend({ query: searchTextSchema.optional() });
export type NewsSearchRequest = z.input<typeof NewsSearchBody>;

export const NewsSearchResponse = listResponse(NewsArticleSchema).extend({
  /**
   * The words matched so many articles that only the newest of them were
   * ranked (and counted in `total`): more words or a filter find the rest.
   */
  capped: z.boolean(),
  /** The sources to filter by, for the search screen's filter. */
  sources: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type NewsSearchResult = z.infer<typeof NewsSearchResponse>;

/** An article an administrator posts by hand. */
export const NewsArticleCreateBody = z.strictObject({
  title: singleLineText().trim().min(1).max(300),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  summary: z.string().trim().max(2000).default(''),
  text: z.string().trim().max(50_000).default(''),
  author: singleLineText().trim().max(120).optional(),
  tags: z.array(TagField).max(10).default([]),
});

/** The home's news for the caller's interests: how many articles (default 3). */
export const NewsForMeBody = z.strictObject({ limit: z.number().int().min(1).max(10).default(3) });

/**
 * The newest articles tagged with one of the caller's interests first (`matched: true`), then, to fill
 * the list, the newest of the rest. `interests` are the tags the interests were matched by (empty: the
 * list is simply the newest).
 */
export const NewsForMeResponse = z.object({
  interests: z.array(z.string()),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      url: z.string(),
      source_name: z.string(),
      published_at: IsoDateTime,
      tags: z.array(z.string()),
      matched: z.boolean(),
    }),
  ),
});
export type NewsForMe = z.infer<typeof NewsForMeResponse>;
