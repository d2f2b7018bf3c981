import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The media row of a research item's cover, released when the cover is replaced or removed.
  await db.schema.alterTable('research_items').addColumn('cover_media_id', 'varchar(36)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('research_items').dropColumn('cover_media_id').execute();
}
