import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

// Frozen in time: the tokenizer and the columns are spelled out here, not imported.
const FTS5_TOKENIZER = 'unicode61 remove_diacritics 2';
const TRIGGERS = ['news_articles_fts_insert', 'news_articles_fts_delete', 'news_articles_fts_update'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
async function sqliteIndex(db: Kysely<any>, columns: readonly string[]): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists news_articles_fts`.execute(db);
  const list = sql.join(columns.map((column) => sql.id(column)));
  const fresh = sql.join(columns.map((column) => sql.ref(`new.${column}`)));
  const stale = sql.join(columns.map((column) => sql.ref(`old.${column}`)));
  await sql`create virtual table news_articles_fts using fts5(${list}, content='news_articles', content_rowid='doc_id', tokenize=${sql.lit(FTS5_TOKENIZER)})`.execute(
    db,
  );
  await sql`create trigger news_articles_fts_insert after insert on news_articles begin
    insert into news_articles_fts(rowid, ${list}) values (new.doc_id, ${fresh}); end`.execute(db);
  await sql`create trigger news_articles_fts_delete after delete on news_articles begin
    insert into news_articles_fts(news_articles_fts, rowid, ${list}) values ('delete', old.doc_id, ${stale}); end`.execute(
    db,
  );
  await sql`create trigger news_articles_fts_update after update of ${list} on news_articles begin
    insert into news_articles_fts(news_articles_fts, rowid, ${list}) values ('delete', old.doc_id, ${stale});
    insert into news_articles_fts(rowid, ${list}) values (new.doc_id, ${fresh}); end`.execute(db);
  await sql`insert into news_articles_fts(news_articles_fts) values ('rebuild')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above
async function postgresIndex(db: Kysely<any>, withAuthor: boolean): Promise<void> {
  await sql`drop index if exists news_articles_search_idx`.execute(db);
  await sql`alter table news_articles drop column search`.execute(db);
  const author = withAuthor ? sql`|| setweight(to_tsvector('simple', coalesce(author, '')), 'B')` : sql``;
  await sql`alter table news_articles add column search tsvector generated always as (
    setweight(to_tsvector('simple', title), 'A') ||
    setweight(to_tsvector('simple', summary), 'B') ||
    setweight(to_tsvector('simple', body), 'C') ${author}) stored`.execute(db);
  await sql`create index news_articles_search_idx on news_articles using gin (search) with (fastupdate = off)`.execute(
    db,
  );
}

/** News search finds articles by their author too (weighted like the summary). */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await postgresIndex(db, true);
  else await sqliteIndex(db, ['title', 'summary', 'body', 'author']);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await postgresIndex(db, false);
  else await sqliteIndex(db, ['title', 'summary', 'body']);
}
