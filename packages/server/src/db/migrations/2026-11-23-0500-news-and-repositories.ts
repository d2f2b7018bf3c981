import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// The tokenizer and text search configuration are spelled out (not imported) for the same reason.
const FTS5_TOKENIZER = 'unicode61 remove_diacritics 2';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

// biome-ignore lint/suspicious/noExplicitAny: see isSqlite()
async function createArticles(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  // On SQLite the FTS5 index is an external-content table keyed by an INTEGER PRIMARY KEY
  // (`doc_id`), the only rowid VACUUM never renumbers; PostgreSQL keys by `id` and indexes
  // a generated tsvector instead.
  let table = db.schema.createTable('news_articles');
  table = sqlite
    ? table
        .addColumn('doc_id', 'integer', (col) => col.primaryKey())
        .addColumn('id', 'varchar(36)', (col) => col.notNull().unique())
    : table.addColumn('id', 'varchar(36)', (col) => col.primaryKey());
  await table
    .addColumn('source_id', 'varchar(36)', (col) =>
      col.notNull().references('news_sources.id').onDelete('cascade'),
    )
    .addColumn('guid', 'varchar(500)', (col) => col.notNull())
    .addColumn('url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('title', 'varchar(500)', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author', 'varchar(200)')
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('title_key', 'varchar(500)', (col) => col.notNull())
    .addColumn('story_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('is_primary', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('fetched_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('news_articles_source_guid_unique', ['source_id', 'guid'])
    .execute();
  await db.schema.createIndex('news_articles_url_idx').on('news_articles').column('url').execute();
  await db.schema.createIndex('news_articles_story_idx').on('news_articles').column('story_id').execute();
  await db.schema
    .createIndex('news_articles_primary_published_idx')
    .on('news_articles')
    .columns(['is_primary', 'published_at', 'id'])
    .execute();
  await db.schema
    .createIndex('news_articles_source_published_idx')
    .on('news_articles')
    .columns(['source_id', 'published_at'])
    .execute();

  if (sqlite) {
    await sql`CREATE VIRTUAL TABLE news_articles_fts USING fts5(title, summary, body, content='news_articles', content_rowid='doc_id', tokenize=${sql.lit(FTS5_TOKENIZER)})`.execute(
      db,
    );
    await sql`CREATE TRIGGER news_articles_fts_insert AFTER INSERT ON news_articles BEGIN
      INSERT INTO news_articles_fts(rowid, title, summary, body) VALUES (new.doc_id, new.title, new.summary, new.body);
    END`.execute(db);
    await sql`CREATE TRIGGER news_articles_fts_delete AFTER DELETE ON news_articles BEGIN
      INSERT INTO news_articles_fts(news_articles_fts, rowid, title, summary, body) VALUES ('delete', old.doc_id, old.title, old.summary, old.body);
    END`.execute(db);
    await sql`CREATE TRIGGER news_articles_fts_update AFTER UPDATE OF title, summary, body ON news_articles BEGIN
      INSERT INTO news_articles_fts(news_articles_fts, rowid, title, summary, body) VALUES ('delete', old.doc_id, old.title, old.summary, old.body);
      INSERT INTO news_articles_fts(rowid, title, summary, body) VALUES (new.doc_id, new.title, new.summary, new.body);
    END`.execute(db);
  } else {
    await sql`ALTER TABLE news_articles ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', summary), 'B') ||
      setweight(to_tsvector('simple', body), 'C')) STORED`.execute(db);
    await sql`CREATE INDEX news_articles_search_idx ON news_articles USING GIN (search)`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see isSqlite()
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_sources')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('url', 'varchar(2000)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('etag', 'varchar(500)')
    .addColumn('last_modified', 'varchar(100)')
    .addColumn('last_status', 'varchar(16)')
    .addColumn('last_attempt_at', 'varchar(32)')
    .addColumn('last_success_at', 'varchar(32)')
    .addColumn('last_error_kind', 'varchar(32)')
    .addColumn('last_error_message', 'varchar(500)')
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('consecutive_failures', 'integer', (col) => col.notNull())
    .addColumn('failing_since', 'varchar(32)')
    .addColumn('fetch_count', 'integer', (col) => col.notNull())
    .addColumn('not_modified_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await createArticles(db);

  // One row per running job (news sync, repositories refresh): inserting it is taking the lock.
  await db.schema
    .createTable('sync_locks')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(36)', (col) => col.notNull())
    .addColumn('acquired_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('github_targets')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_refreshed_at', 'varchar(32)')
    .addColumn('last_error_kind', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('repositories')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('github_id', 'bigint', (col) => col.notNull().unique())
    .addColumn('full_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('full_name_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('owner', 'varchar(100)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('url', 'varchar(500)', (col) => col.notNull())
    .addColumn('homepage', 'varchar(500)')
    .addColumn('language', 'varchar(60)')
    .addColumn('topics', 'text', (col) => col.notNull())
    .addColumn('stars', 'integer', (col) => col.notNull())
    .addColumn('forks', 'integer', (col) => col.notNull())
    .addColumn('open_issues', 'integer', (col) => col.notNull())
    .addColumn('license', 'varchar(100)')
    .addColumn('latest_release_tag', 'varchar(200)')
    .addColumn('latest_release_at', 'varchar(32)')
    .addColumn('release_etag', 'varchar(200)')
    .addColumn('pushed_at', 'varchar(32)')
    .addColumn('archived', 'integer', (col) => col.notNull())
    .addColumn('removed_at', 'varchar(32)')
    .addColumn('etag', 'varchar(200)')
    .addColumn('source_target', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('refreshed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('repositories_stars_idx').on('repositories').columns(['stars', 'id']).execute();
  await db.schema
    .createIndex('repositories_pushed_idx')
    .on('repositories')
    .columns(['pushed_at', 'id'])
    .execute();

  // Where an interrupted refresh stands: one row per job, the targets left and the page reached.
  await db.schema
    .createTable('sync_checkpoints')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see isSqlite()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sync_checkpoints').execute();
  await db.schema.dropTable('repositories').execute();
  await db.schema.dropTable('github_targets').execute();
  await db.schema.dropTable('sync_locks').execute();
  if (isSqlite(db)) await sql`DROP TABLE news_articles_fts`.execute(db);
  await db.schema.dropTable('news_articles').execute();
  await db.schema.dropTable('news_sources').execute();
}
