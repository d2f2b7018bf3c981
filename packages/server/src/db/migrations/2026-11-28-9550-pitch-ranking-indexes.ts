import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Ranking active pitches for an investor (`investor/pitches`) scores every active pitch: these three
  // covering indexes let the ranking join read pitches, startups and the amount raising from indexes
  // alone (status filters, the join keys, stage, country, name and the amount with its currency),
  // never the wide rows; the page's own rows are then read by id.
  await db.schema
    .createIndex('pitches_rank_idx')
    .on('pitches')
    .columns(['status', 'startup_id', 'id', 'activated_at'])
    .execute();
  await db.schema
    .createIndex('startups_rank_idx')
    .on('startups')
    .columns(['id', 'status', 'stage', 'country', 'name'])
    .execute();
  await db.schema
    .createIndex('pitch_fields_kind_idx')
    .on('pitch_fields')
    .columns(['pitch_id', 'kind', 'currency', 'amount'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pitch_fields_kind_idx').execute();
  await db.schema.dropIndex('startups_rank_idx').execute();
  await db.schema.dropIndex('pitches_rank_idx').execute();
}
