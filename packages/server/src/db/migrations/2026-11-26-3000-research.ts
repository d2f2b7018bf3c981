import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

const FTS5_TOKENIZER = 'unicode61 remove_diacritics 2';
const TEXT_SEARCH_CONFIG = 'simple';

/**
 * The research domain: the industry catalogue (groups, industries, market sections, follows), research items
 * with their revisions, reviewers, approvals and comments, daily briefs and saved briefs, and editors.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const ts = 'varchar(32)';
  await db.schema
    .createTable('industry_groups')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('industries')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('group_id', 'varchar(36)', (col) => col.notNull().references('industry_groups.id'))
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('industries_group_idx')
    .on('industries')
    .columns(['group_id', 'position'])
    .execute();
  await db.schema
    .createTable('industry_sections')
    .addColumn('industry_id', 'varchar(36)', (col) =>
      col.notNull().references('industries.id').onDelete('cascade'),
    )
    .addColumn('key', 'varchar(40)', (col) => col.notNull())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('last_reviewed', 'varchar(10)', (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('industry_sections_pk', ['industry_id', 'key'])
    .execute();
  await db.schema
    .createTable('industry_follows')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('industry_id', 'varchar(36)', (col) =>
      col.notNull().references('industries.id').onDelete('cascade'),
    )
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('industry_follows_pk', ['user_id', 'industry_id'])
    .execute();

  await db.schema
    .createTable('research_items')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('author_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('state', 'varchar(20)', (col) => col.notNull())
    // The newest revision number: the version an edit must start from.
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('required_approvals', 'integer', (col) => col.notNull())
    .addColumn('approved_revision', 'integer')
    .addColumn('published_revision', 'integer')
    .addColumn('publish_at', ts)
    .addColumn('published_at', ts)
    .addColumn('cover_path', 'varchar(300)')
    // The published copy, denormalised for lists and full-text search (empty until published).
    .addColumn('pub_title', 'text', (col) => col.notNull())
    .addColumn('pub_summary', 'text', (col) => col.notNull())
    .addColumn('pub_body', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('research_items_author_idx')
    .on('research_items')
    .columns(['author_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('research_items_public_idx')
    .on('research_items')
    .columns(['published_revision', 'published_at', 'id'])
    .execute();
  await db.schema
    .createTable('research_revisions')
    .addColumn('research_id', 'varchar(36)', (col) =>
      col.notNull().references('research_items.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    // The whole content as JSON: title, summary, sections, industries, tags, sources.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('research_revisions_pk', ['research_id', 'number'])
    .execute();
  // The published revision's industries and tags, for the public filters.
  await db.schema
    .createTable('research_industries')
    .addColumn('research_id', 'varchar(36)', (col) =>
      col.notNull().references('research_items.id').onDelete('cascade'),
    )
    .addColumn('industry_id', 'varchar(36)', (col) =>
      col.notNull().references('industries.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('research_industries_pk', ['research_id', 'industry_id'])
    .execute();
  await db.schema
    .createIndex('research_industries_industry_idx')
    .on('research_industries')
    .columns(['industry_id', 'research_id'])
    .execute();
  await db.schema
    .createTable('research_tags')
    .addColumn('research_id', 'varchar(36)', (col) =>
      col.notNull().references('research_items.id').onDelete('cascade'),
    )
    .addColumn('tag', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('research_tags_pk', ['research_id', 'tag'])
    .execute();
  await db.schema
    .createIndex('research_tags_tag_idx')
    .on('research_tags')
    .columns(['tag', 'research_id'])
    .execute();
  await db.schema
    .createTable('research_reviewers')
    .addColumn('research_id', 'varchar(36)', (col) =>
      col.notNull().references('research_items.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assigned_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('research_reviewers_pk', ['research_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('research_reviewers_user_idx')
    .on('research_reviewers')
    .columns(['user_id'])
    .execute();
  // One approval per reviewer and revision: parallel approvals are counted once each by the key.
  await db.schema
    .createTable('research_approvals')
    .addColumn('research_id', 'varchar(36)', (col) =>
      col.notNull().references('research_items.id').onDelete('cascade'),
    )
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('reviewer_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('research_approvals_pk', ['research_id', 'revision', 'reviewer_id'])
    .execute();
  await db.schema
    .createTable('research_comments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('research_id', 'varchar(36)', (col) =>
      col.notNull().references('research_items.id').onDelete('cascade'),
    )
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('section_key', 'varchar(60)')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('research_comments_item_idx')
    .on('research_comments')
    .columns(['research_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('research_editors')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('granted_by', 'varchar(36)')
    .addColumn('granted_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('market_daily_briefs')
    .addColumn('industry_id', 'varchar(36)', (col) =>
      col.notNull().references('industries.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('market_daily_briefs_pk', ['industry_id', 'day'])
    .execute();
  await db.schema
    .createTable('market_saved_briefs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('industry_id', 'varchar(36)', (col) =>
      col.notNull().references('industries.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .addUniqueConstraint('market_saved_briefs_key', ['user_id', 'industry_id', 'day'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    const config = sql.lit(TEXT_SEARCH_CONFIG);
    await sql`alter table research_items add column search_vector tsvector generated always as (
      setweight(to_tsvector(${config}, pub_title), 'A') || setweight(to_tsvector(${config}, pub_summary), 'B')
      || setweight(to_tsvector(${config}, pub_body), 'C')) stored`.execute(db);
    await sql`create index research_items_search_idx on research_items using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table research_fts using fts5(pub_title, pub_summary, pub_body, content='research_items', content_rowid='rowid', tokenize=${sql.lit(FTS5_TOKENIZER)})`.execute(
    db,
  );
  await sql`create trigger research_fts_insert after insert on research_items begin
    insert into research_fts(rowid, pub_title, pub_summary, pub_body) values (new.rowid, new.pub_title, new.pub_summary, new.pub_body); end`.execute(
    db,
  );
  await sql`create trigger research_fts_delete after delete on research_items begin
    insert into research_fts(research_fts, rowid, pub_title, pub_summary, pub_body) values ('delete', old.rowid, old.pub_title, old.pub_summary, old.pub_body); end`.execute(
    db,
  );
  await sql`create trigger research_fts_update after update of pub_title, pub_summary, pub_body on research_items begin
    insert into research_fts(research_fts, rowid, pub_title, pub_summary, pub_body) values ('delete', old.rowid, old.pub_title, old.pub_summary, old.pub_body);
    insert into research_fts(rowid, pub_title, pub_summary, pub_body) values (new.rowid, new.pub_title, new.pub_summary, new.pub_body); end`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of ['research_fts_insert', 'research_fts_delete', 'research_fts_update'])
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    await sql`drop table research_fts`.execute(db);
  }
  for (const table of [
    'market_saved_briefs',
    'market_daily_briefs',
    'research_editors',
    'research_comments',
    'research_approvals',
    'research_reviewers',
    'research_tags',
    'research_industries',
    'research_revisions',
    'research_items',
    'industry_follows',
    'industry_sections',
    'industries',
    'industry_groups',
  ])
    await db.schema.dropTable(table).execute();
}
