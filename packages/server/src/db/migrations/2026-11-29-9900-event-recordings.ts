import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // ZoomLab (issue 25): a session's recording link and its materials (a JSON list of { title, url }).
  await db.schema.alterTable('events').addColumn('recording_url', 'varchar(500)').execute();
  await db.schema
    .alterTable('events')
    .addColumn('materials', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('materials').execute();
  await db.schema.alterTable('events').dropColumn('recording_url').execute();
}
