import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The transactional outbox: work a committed change promises (an email, a scheduled run), written in
  // the change's own transaction and worked by the job runner (server/src/jobs/). Ids and times are
  // strings made in code, as everywhere.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    // Enqueueing the same key again is a no-op: the promise is kept once.
    .addColumn('idempotency_key', 'varchar(255)', (col) => col.notNull().unique())
    // pending | running | done | dead | cancelled
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  // The runner's claim: due pending jobs, and running ones whose lease ran out.
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['state', 'locked_until']).execute();
  // The administrators' list: newest first, filtered by state and kind.
  await db.schema.createIndex('jobs_created_idx').on('jobs').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('jobs_kind_idx').on('jobs').columns(['kind', 'state', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
