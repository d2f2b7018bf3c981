import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // When the founders were last told about a new viewer of the link (at most one notice per link per hour).
  await db.schema.alterTable('pitch_share_links').addColumn('notified_at', 'varchar(32)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pitch_share_links').dropColumn('notified_at').execute();
}
