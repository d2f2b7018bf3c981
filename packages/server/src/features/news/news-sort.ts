import type { NewsSort } from './news-search.repository';

/**
 * The order a news search runs in. Relevance ranks matches of a query; without one every article
 * ranks the same, so `relevance` (either direction) falls back to the order of a search without a
 * query, newest first, rather than failing (see docs/decisions.md).
 */
export function effectiveNewsSort(sort: NewsSort | undefined, hasQuery: boolean): NewsSort {
  if (hasQuery) return sort ?? 'relevance';
  return sort === undefined || sort === 'relevance' || sort === '-relevance' ? '-published' : sort;
}
