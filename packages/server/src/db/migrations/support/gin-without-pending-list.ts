import { type Kysely, sql } from 'kysely';

/**
 * Turns off a PostgreSQL GIN index's pending list (`fastupdate`) and merges
 * what is pending into the index. With the list on, new rows wait in an
 * unsorted list that every search reads in full until (auto)vacuum merges it,
 * so searches slow down after every burst of inserts (a feed sync, an import):
 * at 100,000 news articles a search took 100 ms instead of a few. Writes pay
 * the index update at once instead, which the platform's write rates allow.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function ginWithoutPendingList(db: Kysely<any>, index: string): Promise<void> {
  await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
}

/** Turns the pending list back on (the default), for a migration's `down`. */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function ginWithPendingList(db: Kysely<any>, index: string): Promise<void> {
  await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
}
