import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A news article as other domains list it. */
export interface NewsHeadline {
  title: string;
  url: string;
  source: string;
  published_at: string;
}

/**
 * The primary articles published in `[since, until)` whose tags include one of `tags` (tags are stored
 * as a JSON list of lower-case words), newest first. Read-only: news itself is unchanged.
 */
export async function findNewsTagged(
  db: Kysely<Database>,
  tags: readonly string[],
  since: string,
  until: string,
  limit: number,
): Promise<NewsHeadline[]> {
  if (tags.length === 0) return [];
  const rows = await db
    .selectFrom('news_articles')
    .innerJoin('news_sources', 'news_sources.id', 'news_articles.source_id')
    .select([
      'news_articles.title',
      'news_articles.url',
      'news_sources.name as source',
      'news_articles.published_at',
    ])
    .where('news_articles.is_primary', '=', 1)
    .where('news_articles.published_at', '>=', since)
    .where('news_articles.published_at', '<', until)
    .where((eb) =>
      eb.or(tags.map((tag) => eb('news_articles.tags', 'like', `%${JSON.stringify(tag.toLowerCase())}%`))),
    )
    .orderBy('news_articles.published_at', 'desc')
    .limit(limit)
    .execute();
  return rows;
}
