import { type Kysely, sql } from 'kysely';
import { createUserSearchIndexes } from './2026-11-27-7300-user-search-text';
import { dialectOf } from './support/dialect-of';

/**
 * `user_search_words (user_id, word)`: every token of a user's folded `search_text` (first and last
 * name, user name, the e-mail's local part and domain, each `.` and `@`), one row per distinct token,
 * indexed `(word, user_id)` so that the administrators' user search finds a prefix with a range on
 * the index (`word >= 'mar' and word < 'mas'`) on both databases. `word` compares byte by byte
 * (`collate "C"` on PostgreSQL, SQLite's binary collation), so the range is a code-point prefix.
 *
 * Triggers on `users` keep it in step with `search_text` in the same statement, so every write path
 * (sign-up, profile and admin edits, import, invitations, seeders, a row written straight to the
 * table) is covered; deleting a user deletes its words (foreign key). Existing users are back-filled.
 * The word table replaces the trigram indexes of `2026-11-27-7300-user-search-text` (PostgreSQL's
 * GIN index, SQLite's FTS5 table and its triggers), which only the search read.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table user_search_words (
      user_id text not null references users (id) on delete cascade,
      word text collate "C" not null,
      primary key (user_id, word))`.execute(db);
    await sql`insert into user_search_words (user_id, word)
      select distinct users.id, token from users, unnest(string_to_array(users.search_text, ' ')) as token
      where token <> ''`.execute(db);
    await sql`create index user_search_words_word_idx on user_search_words (word, user_id)`.execute(db);
    await sql`create function user_search_words_write() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from user_search_words where user_id = old.id;
        end if;
        insert into user_search_words (user_id, word)
          select distinct new.id, token from unnest(string_to_array(new.search_text, ' ')) as token
          where token <> '';
        return null;
      end $$`.execute(db);
    await sql`create trigger user_search_words_insert after insert on users
      for each row execute function user_search_words_write()`.execute(db);
    await sql`create trigger user_search_words_update after update of search_text on users
      for each row when (old.search_text is distinct from new.search_text)
      execute function user_search_words_write()`.execute(db);
    await sql`drop index if exists users_search_trgm_idx`.execute(db);
    await sql`analyze user_search_words`.execute(db);
    return;
  }
  await sql`create table user_search_words (
    user_id text not null references users (id) on delete cascade,
    word text not null,
    primary key (user_id, word)) without rowid`.execute(db);
  // SQLite has no split function: a recursive query cuts the text at each space.
  const tokensOf = (text: string) =>
    sql.raw(`(with recursive cut(token, rest) as (
      select '', ${text} || ' '
      union all
      select substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1) from cut where rest <> ''
    ) select distinct token from cut where token <> '')`);
  await sql`with recursive cut(user_id, token, rest) as (
      select id, '', search_text || ' ' from users
      union all
      select user_id, substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1) from cut where rest <> ''
    ) insert into user_search_words (user_id, word) select distinct user_id, token from cut where token <> ''`.execute(
    db,
  );
  await sql`create index user_search_words_word_idx on user_search_words (word, user_id)`.execute(db);
  await sql`create trigger user_search_words_insert after insert on users begin
    insert into user_search_words (user_id, word) select new.id, token from ${tokensOf('new.search_text')};
    end`.execute(db);
  await sql`create trigger user_search_words_update after update of search_text on users
    when old.search_text is not new.search_text begin
    delete from user_search_words where user_id = old.id;
    insert into user_search_words (user_id, word) select new.id, token from ${tokensOf('new.search_text')};
    end`.execute(db);
  for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update'])
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists users_search`.execute(db);
  await sql`drop index if exists users_search_text_idx`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger user_search_words_insert on users`.execute(db);
    await sql`drop trigger user_search_words_update on users`.execute(db);
    await sql`drop function user_search_words_write()`.execute(db);
  } else {
    await sql`drop trigger user_search_words_insert`.execute(db);
    await sql`drop trigger user_search_words_update`.execute(db);
  }
  await sql`drop table user_search_words`.execute(db);
  await createUserSearchIndexes(db);
}
