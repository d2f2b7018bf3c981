import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The argon2id hash of a share link's optional password (null: the link opens without one).
  await db.schema.alterTable('pitch_share_links').addColumn('password_hash', 'varchar(255)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pitch_share_links').dropColumn('password_hash').execute();
}
