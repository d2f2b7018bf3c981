import { type Kysely, sql } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// 0101 named its unique index `users_user_name_lower_idx`, the name 0300 (admin) gives its plain
// prefix-search index; renaming ours here, before 0300 runs, lets both exist.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_user_name_lower_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX users_user_name_unique_idx ON users (lower(user_name))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_user_name_unique_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX users_user_name_lower_idx ON users (lower(user_name))`.execute(db);
}
