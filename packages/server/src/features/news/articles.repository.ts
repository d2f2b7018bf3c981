import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewsArticlesTable } from './news.tables';

export type ArticleRow = Selectable<NewsArticlesTable>;
type Db = Kysely<Database>;

export async function findArticleByGuid(db: Db, sourceId: string, guid: string) {
  return db
    .selectFrom('news_articles')
    .select(['id', 'content_hash', 'published_at'])
    .where('source_id', '=', sourceId)
    .where('guid', '=', guid)
    .executeTakeFirst();
}

/** The article with this canonical link, the story's primary first. */
export async function findArticleByUrl(db: Db, url: string) {
  return db
    .selectFrom('news_articles')
    .select(['id', 'source_id', 'story_id', 'content_hash', 'published_at'])
    .where('url', '=', url)
    .orderBy('is_primary', 'desc')
    .orderBy('published_at')
    .executeTakeFirst();
}

/** Primary articles of other sources published within the window around `at`. */
export async function storyCandidates(db: Db, from: string, to: string, excludeSourceId: string) {
  return db
    .selectFrom('news_articles')
    .select(['story_id', 'title_key'])
    .where('is_primary', '=', 1)
    .where('published_at', '>=', from)
    .where('published_at', '<=', to)
    .where('source_id', '!=', excludeSourceId)
    .orderBy('published_at', 'desc')
    .limit(500)
    .execute();
}

/** The article a story is shown by. */
export async function findStoryPrimary(db: Db, storyId: string) {
  return db
    .selectFrom('news_articles')
    .select(['id', 'published_at'])
    .where('story_id', '=', storyId)
    .where('is_primary', '=', 1)
    .executeTakeFirst();
}

export async function insertArticle(db: Db, row: Insertable<NewsArticlesTable>): Promise<void> {
  await db.insertInto('news_articles').values(row).execute();
}

export async function updateArticle(
  db: Db,
  id: string,
  changes: Updateable<NewsArticlesTable>,
): Promise<void> {
  await db.updateTable('news_articles').set(changes).where('id', '=', id).execute();
}

/** Other articles of the given stories, for "also covered by", oldest first. */
export async function storyMembers(db: Db, storyIds: readonly string[]) {
  if (storyIds.length === 0) return [];
  // Only the story index narrows this: filtering and ordering here would let SQLite pick the
  // (is_primary, published_at) index and walk every secondary article instead.
  const rows = await db
    .selectFrom('news_articles')
    .innerJoin('news_sources', 'news_sources.id', 'news_articles.source_id')
    .select([
      'news_articles.id',
      'news_articles.story_id',
      'news_articles.url',
      'news_articles.is_primary',
      'news_articles.published_at',
      'news_sources.name as source_name',
    ])
    .where('news_articles.story_id', 'in', storyIds)
    .execute();
  return rows
    .filter((row) => row.is_primary === 0)
    .sort((a, b) => a.published_at.localeCompare(b.published_at) || a.id.localeCompare(b.id));
}
