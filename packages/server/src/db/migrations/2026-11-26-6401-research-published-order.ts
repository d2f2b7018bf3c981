import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The public list's default order (newest first, the id breaking ties): read in index order instead
  // of sorting every published report per page (the older index leads with published_revision, a range).
  await db.schema
    .createIndex('research_items_published_order_idx')
    .on('research_items')
    .columns(['published_at', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('research_items_published_order_idx').execute();
}
