import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Which demo seeders have run on this database, so each runs once.
  await db.schema
    .createTable('demo_seeds')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('seeded_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_seeds').execute();
}
