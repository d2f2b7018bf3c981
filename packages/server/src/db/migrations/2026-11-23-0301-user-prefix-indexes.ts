import type { Kysely } from 'kysely';
import { createPrefixIndex } from './support/create-prefix-index';
import { dialectOf } from './support/dialect-of';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The shared prefix index (db/prefix-match.ts) replaces the plain lower() indexes of 0300: on PostgreSQL
  // LIKE 'ana%' needs text_pattern_ops. Email joins them; on SQLite the unique lower(user_name) index already
  // serves user names.
  const dialect = dialectOf(db);
  for (const column of ['first_name', 'last_name'])
    await db.schema.dropIndex(`users_${column}_lower_idx`).execute();
  for (const column of ['first_name', 'last_name', 'email'])
    await createPrefixIndex(db, dialect, `users_${column}_prefix_idx`, 'users', column);
  if (dialect === 'postgres')
    await createPrefixIndex(db, dialect, 'users_user_name_prefix_idx', 'users', 'user_name');
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['first_name', 'last_name', 'email'])
    await db.schema.dropIndex(`users_${column}_prefix_idx`).execute();
  await db.schema.dropIndex('users_user_name_prefix_idx').ifExists().execute();
}
