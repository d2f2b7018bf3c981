import { z } from 'zod';
import { MAX_SEARCH_TERMS, MAX_SEARCH_TEXT_LENGTH, parseSearchQuery } from './parse-search-query';

/**
 * The `query` field of a list request that searches prose. It refuses what
 * {@link parseSearchQuery} refuses, so a bad search is a translated 400 naming
 * the field before any handler runs (messages under `errors:validation.search_*`).
 */
export const searchTextSchema = z
  .string()
  .max(MAX_SEARCH_TEXT_LENGTH)
  .superRefine((text, ctx) => {
    const parsed = parseSearchQuery(text);
    if (parsed.ok) return;
    ctx.addIssue({ code: 'custom', message: parsed.issue, params: { maximum: MAX_SEARCH_TERMS } });
  });
