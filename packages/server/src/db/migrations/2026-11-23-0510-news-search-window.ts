import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

/**
 * PostgreSQL gets the `doc_id` SQLite's news articles already have (their
 * FTS5 rowid): an ever-growing number in arrival order. A search over a very
 * common word ranks only the newest matches by it, on both databases alike.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`alter table news_articles add column doc_id bigint generated always as identity`.execute(db);
  await sql`create unique index news_articles_doc_id_idx on news_articles (doc_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop index news_articles_doc_id_idx`.execute(db);
  await sql`alter table news_articles drop column doc_id`.execute(db);
}
