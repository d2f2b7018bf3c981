import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('venue', 'varchar(300)')
    .addColumn('online_url', 'varchar(500)')
    .addColumn('cover_url', 'varchar(500)')
    .addColumn('capacity', 'integer', (col) => col.notNull())
    // Seats taken, changed only by conditional updates so capacity is never oversold.
    .addColumn('confirmed_count', 'integer', (col) => col.notNull())
    // The last waitlist/queue number handed out for this event.
    .addColumn('queue_seq', 'integer', (col) => col.notNull())
    .addColumn('registration_opens_at', 'varchar(32)')
    .addColumn('registration_closes_at', 'varchar(32)')
    .addColumn('organiser_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('published_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('events_state_start_idx')
    .on('events')
    .columns(['state', 'starts_at', 'id'])
    .execute();
  await db.schema
    .createIndex('events_organiser_idx')
    .on('events')
    .columns(['organiser_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('event_id', 'varchar(36)', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('queue_seq', 'integer', (col) => col.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('confirm_expires_at', 'varchar(32)')
    .addColumn('cancel_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('checked_in_at', 'varchar(32)')
    .addColumn('reminder_sent_at', 'varchar(32)')
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('event_registrations_event_email_key', ['event_id', 'email'])
    .execute();
  await db.schema
    .createIndex('event_registrations_queue_idx')
    .on('event_registrations')
    .columns(['event_id', 'status', 'queue_seq'])
    .execute();
  await db.schema
    .createIndex('event_registrations_user_idx')
    .on('event_registrations')
    .columns(['user_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('event_registrations_email_idx')
    .on('event_registrations')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_calendar_feeds')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_calendar_feeds').execute();
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('events').execute();
}
