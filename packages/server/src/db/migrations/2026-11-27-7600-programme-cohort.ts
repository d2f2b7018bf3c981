import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The institute team an accepted founder joins (the programme's cohort); null while none is named.
  await db.schema.alterTable('application_programmes').addColumn('cohort_team_id', 'varchar(36)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application_programmes').dropColumn('cohort_team_id').execute();
}
