import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

// Frozen in time: the tokenizer and text search configuration are written out, not imported.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  if (postgres) {
    await sql`alter table courses add column search tsvector generated always as (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', summary || ' ' || tags), 'B') ||
      setweight(to_tsvector('simple', description), 'C')) stored`.execute(db);
    await sql`create index courses_search_idx on courses using gin (search)`.execute(db);
    return;
  }
  await sql`create virtual table courses_fts using fts5(title, summary, description, tags,
    content='courses', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql`create trigger courses_fts_insert after insert on courses begin
    insert into courses_fts(rowid, title, summary, description, tags)
    values (new.rowid, new.title, new.summary, new.description, new.tags); end`.execute(db);
  await sql`create trigger courses_fts_delete after delete on courses begin
    insert into courses_fts(courses_fts, rowid, title, summary, description, tags)
    values ('delete', old.rowid, old.title, old.summary, old.description, old.tags); end`.execute(db);
  await sql`create trigger courses_fts_update after update of title, summary, description, tags on courses begin
    insert into courses_fts(courses_fts, rowid, title, summary, description, tags)
    values ('delete', old.rowid, old.title, old.summary, old.description, old.tags);
    insert into courses_fts(rowid, title, summary, description, tags)
    values (new.rowid, new.title, new.summary, new.description, new.tags); end`.execute(db);
  await sql`insert into courses_fts(courses_fts) values ('rebuild')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  if (postgres) {
    await sql`alter table courses drop column search`.execute(db);
    return;
  }
  for (const trigger of ['courses_fts_insert', 'courses_fts_delete', 'courses_fts_update'])
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table courses_fts`.execute(db);
}
