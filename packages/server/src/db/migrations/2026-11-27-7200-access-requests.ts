import { type Kysely, sql } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A member's request for an area role, and an administrator's decision on it.
  await db.schema
    .createTable('access_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .execute();
  // One pending request per person and role: the index decides between parallel requests.
  await db.schema
    .createIndex('access_requests_one_pending_idx')
    .on('access_requests')
    .columns(['user_id', 'role'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // The administrators' queue (by status, newest first) and a person's own list.
  await db.schema
    .createIndex('access_requests_status_created_idx')
    .on('access_requests')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('access_requests_user_idx')
    .on('access_requests')
    .columns(['user_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_requests').execute();
}
