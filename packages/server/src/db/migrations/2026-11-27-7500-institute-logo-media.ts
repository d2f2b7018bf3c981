import type { Kysely } from 'kysely';

/** Institutes: an uploaded logo is a stored media file (`logo_url` then holds its /media/ URL). */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('institutes').addColumn('logo_media_id', 'varchar(36)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('institutes').dropColumn('logo_media_id').execute();
}
