import type { Kysely } from 'kysely';

const id = 'varchar(36)';
const at = 'varchar(32)';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pitch_share_links')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('pitch_id', id, (col) => col.notNull().references('pitches.id').onDelete('cascade'))
    // The SHA-256 of the link's token; the token itself is shown once, at creation.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('label', 'varchar(120)', (col) => col.notNull())
    .addColumn('email_gate', 'integer', (col) => col.notNull())
    .addColumn('expires_at', at)
    .addColumn('revoked_at', at)
    .addColumn('created_by', id, (col) => col.notNull().references('users.id'))
    .addColumn('created_at', at, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pitch_share_links_pitch_idx')
    .on('pitch_share_links')
    .columns(['pitch_id', 'created_at'])
    .execute();

  // One counted visit through a link (a page load by someone who may be counted).
  await db.schema
    .createTable('pitch_share_visits')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('link_id', id, (col) => col.notNull().references('pitch_share_links.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('user_id', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('started_at', at, (col) => col.notNull())
    // Time credited so far is bounded by the wall time since this moment (see share-track.service.ts).
    .addColumn('reported_at', at, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pitch_share_visits_link_idx')
    .on('pitch_share_visits')
    .columns(['link_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('pitch_share_section_times')
    .addColumn('visit_id', id, (col) => col.notNull().references('pitch_share_visits.id').onDelete('cascade'))
    .addColumn('link_id', id, (col) => col.notNull())
    .addColumn('section_id', id, (col) => col.notNull().references('pitch_sections.id').onDelete('cascade'))
    .addColumn('seconds', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('pitch_share_section_times_pk', ['visit_id', 'section_id'])
    .execute();
  await db.schema
    .createIndex('pitch_share_section_times_link_idx')
    .on('pitch_share_section_times')
    .column('link_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pitch_share_section_times').execute();
  await db.schema.dropTable('pitch_share_visits').execute();
  await db.schema.dropTable('pitch_share_links').execute();
}
