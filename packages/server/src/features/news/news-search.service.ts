import type { NewsArticle, NewsSearchBody, NewsSearchResult } from '@ailab/core/contract/news/news.schemas';
import { isEmptySearch, parseSearchQuery } from '@ailab/core/search/parse-search-query';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { parseStringList } from '../../db/json-list';
import { AppError } from '../../http/app-error';
import { storyMembers } from './articles.repository';
import { articlesByIds, searchArticleIds, snippetsFor } from './news-search.repository';
import { effectiveNewsSort } from './news-sort';

const SNIPPET_FALLBACK_LENGTH = 220;

function leadSnippet(summary: string) {
  const text =
    summary.length > SNIPPET_FALLBACK_LENGTH
      ? `${summary.slice(0, SNIPPET_FALLBACK_LENGTH).trimEnd()}…`
      : summary;
  return text ? [{ text, match: false }] : [];
}

/**
 * Searches news: full text with ranking and highlighted snippets (or newest
 * first without a query), filters, keyset pages; one result per story, with
 * the other sources that covered it.
 */
export async function searchNews(
  ctx: AppContext,
  body: z.output<typeof NewsSearchBody>,
): Promise<NewsSearchResult> {
  const parsed = parseSearchQuery(body.query ?? '');
  // The contract already refuses these; the check keeps the service safe on its own.
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', { fields: [] });
  const query = isEmptySearch(parsed.query) ? undefined : parsed.query;
  const page = await searchArticleIds(ctx.db, ctx.dialect, {
    query,
    filters: { sourceIds: body.source_ids, tag: body.tag, since: body.since, until: body.until },
    sort: effectiveNewsSort(body.sort, query !== undefined),
    cursor: body.cursor,
    limit: body.limit,
  });
  const ids = page.items.map((item) => item.id);
  const [rows, snippets, sources] = await Promise.all([
    articlesByIds(ctx.db, ids),
    query ? snippetsFor(ctx.db, ctx.dialect, query, page.items) : Promise.resolve(new Map()),
    ctx.db.selectFrom('news_sources').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  const members = await storyMembers(
    ctx.db,
    rows.map((row) => row.story_id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id): NewsArticle[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        title: row.title,
        url: row.url,
        source: { id: row.source_id, name: row.source_name },
        author: row.author,
        published_at: row.published_at,
        fetched_at: row.fetched_at,
        summary: row.summary,
        tags: parseStringList(row.tags),
        snippet: snippets.get(id) ?? leadSnippet(row.summary),
        also_covered_by: members
          .filter((member) => member.story_id === row.story_id && member.id !== row.id)
          .map((member) => ({ id: member.id, source_name: member.source_name, url: member.url })),
      },
    ];
  });
  return { items, next_cursor: page.next_cursor, total: page.total, capped: page.capped, sources };
}
