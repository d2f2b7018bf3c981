import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

// Frozen in time: the folding is spelled out here, not imported, so a later change to the live
// `foldSearchText` never alters what this migration wrote (the server rewrites a user's text on change).
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}]/gu;
function fold(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (char) => SPELLED_OUT[char] ?? char);
  return (folded.match(TOKEN) ?? []).map((token) => ` ${token}`).join('');
}

const BATCH = 500;

/**
 * `users.search_text`: first name, last name, user name and e-mail folded to lowercase without
 * accents and cut into space-led tokens, so the administrators' user search matches `sofia` in
 * Sofía, `nunez` in Núñez and `example` in any address there, the same way on both databases. Existing users are backfilled.
 * PostgreSQL indexes it with trigrams (`pg_trgm`, shipped with PostgreSQL's contrib modules), SQLite
 * with an FTS5 trigram table (`users_search`), so a `LIKE '% word%'` of three or more characters is
 * answered from an index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  let after = '';
  for (;;) {
    const rows: { id: string; first_name: string; last_name: string; user_name: string; email: string }[] =
      await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'user_name', 'email'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
    for (const row of rows)
      await db
        .updateTable('users')
        .set({ search_text: fold([row.first_name, row.last_name, row.user_name, row.email].join(' ')) })
        .where('id', '=', row.id)
        .execute();
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  await createUserSearchIndexes(db);
}

/**
 * The indexes over `search_text`; `2026-11-27-9200-user-search-words` drops them and puts them back when undone.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function createUserSearchIndexes(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index users_search_trgm_idx on users using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
    return;
  }
  // SQLite: FTS5's trigram tokenizer answers LIKE with three or more characters from its index. The table keeps its
  // own copy keyed by the user's id (the users table has no integer key a VACUUM would keep), kept by triggers.
  // A count of a common word reads every user's text: from this narrow index, not the wide table rows.
  await sql`create index users_search_text_idx on users (search_text)`.execute(db);
  await sql`create virtual table users_search using fts5(user_id unindexed, search_text, tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into users_search(user_id, search_text) select id, search_text from users`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search(user_id, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    delete from users_search where user_id = old.id; end`.execute(db);
  await sql`create trigger users_search_update after update of id, search_text on users begin
    update users_search set user_id = new.id, search_text = new.search_text where user_id = old.id; end`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`drop index users_search_trgm_idx`.execute(db);
  else {
    for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update'])
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    await sql`drop table users_search`.execute(db);
    await sql`drop index users_search_text_idx`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
