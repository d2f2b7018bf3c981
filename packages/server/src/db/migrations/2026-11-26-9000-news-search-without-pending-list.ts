import type { Kysely } from 'kysely';
import { dialectOf } from './support/dialect-of';
import { ginWithoutPendingList, ginWithPendingList } from './support/gin-without-pending-list';

/** PostgreSQL: the news search index without a pending list (see the helper for why). */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await ginWithoutPendingList(db, 'news_articles_search_idx');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await ginWithPendingList(db, 'news_articles_search_idx');
}
