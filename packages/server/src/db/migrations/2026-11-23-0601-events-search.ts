import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

// Frozen in time: the tokenizer and text search configuration are spelled out here, not imported,
// so a later change to the shared search settings never alters this migration.
const FTS5_TOKENIZER = 'unicode61 remove_diacritics 2';
const TEXT_SEARCH_CONFIG = 'simple';

/** Full-text search over event titles (weighted first) and descriptions. */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const config = sql.lit(TEXT_SEARCH_CONFIG);
    await sql`alter table events add column search_vector tsvector generated always as (
      setweight(to_tsvector(${config}, title), 'A') || setweight(to_tsvector(${config}, description), 'C')) stored`.execute(
      db,
    );
    await sql`create index events_search_idx on events using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table events_fts using fts5(title, description, content='events', content_rowid='rowid', tokenize=${sql.lit(FTS5_TOKENIZER)})`.execute(
    db,
  );
  await sql`create trigger events_fts_insert after insert on events begin
    insert into events_fts(rowid, title, description) values (new.rowid, new.title, new.description); end`.execute(
    db,
  );
  await sql`create trigger events_fts_delete after delete on events begin
    insert into events_fts(events_fts, rowid, title, description) values ('delete', old.rowid, old.title, old.description); end`.execute(
    db,
  );
  await sql`create trigger events_fts_update after update of title, description on events begin
    insert into events_fts(events_fts, rowid, title, description) values ('delete', old.rowid, old.title, old.description);
    insert into events_fts(rowid, title, description) values (new.rowid, new.title, new.description); end`.execute(
    db,
  );
  await sql`insert into events_fts(events_fts) values ('rebuild')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index events_search_idx`.execute(db);
    await sql`alter table events drop column search_vector`.execute(db);
    return;
  }
  for (const trigger of ['events_fts_insert', 'events_fts_delete', 'events_fts_update'])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table events_fts`.execute(db);
}
