import type { Generated } from 'kysely';

export interface NewsSourcesTable {
  id: string;
  name: string;
  url: string;
  kind: 'feed' | 'manual';
  tags: string;
  enabled: number;
  etag: string | null;
  last_modified: string | null;
  last_status: 'ok' | 'not_modified' | 'failed' | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error_kind: string | null;
  last_error_message: string | null;
  next_attempt_at: string | null;
  consecutive_failures: number;
  failing_since: string | null;
  fetch_count: number;
  not_modified_count: number;
  created_at: string;
  updated_at: string;
}

export interface NewsArticlesTable {
  /** Arrival order, assigned by the database (on SQLite also the FTS5 rowid). */
  doc_id: Generated<number>;
  id: string;
  source_id: string;
  guid: string;
  url: string;
  title: string;
  summary: string;
  body: string;
  author: string | null;
  tags: string;
  content_hash: string;
  title_key: string;
  story_id: string;
  is_primary: number;
  published_at: string;
  fetched_at: string;
  updated_at: string;
}

/** SQLite only: the external-content FTS5 index of news_articles, keyed by `doc_id`. */
export interface NewsArticlesFtsTable {
  rowid: number;
  title: string;
  summary: string;
  body: string;
  author: string | null;
}

/** The news tables. Merged into `Database` (db/schema.ts). */
export interface NewsTables {
  news_sources: NewsSourcesTable;
  news_articles: NewsArticlesTable;
  news_articles_fts: NewsArticlesFtsTable;
}
