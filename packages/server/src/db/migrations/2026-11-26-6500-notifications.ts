import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // In-app notifications (the header's bell). No text is stored: the kind and its params are
  // translated when read, in the reader's language.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(64)', (col) => col.notNull())
    // JSON object of short values (titles, numbers).
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  // A person's list, newest first, and its keyset pages.
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // The unread count and "mark all read".
  await db.schema
    .createIndex('notifications_user_read_idx')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
  // The retention job: read ones older than the cut-off.
  await db.schema.createIndex('notifications_read_idx').on('notifications').column('read_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
