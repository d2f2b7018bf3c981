import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('application_programmes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('opens_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('closes_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('questions', 'text', (col) => col.notNull())
    .addColumn('categories', 'text', (col) => col.notNull())
    .addColumn('templates', 'text', (col) => col.notNull())
    .addColumn('reviews_wanted', 'integer', (col) => col.notNull())
    .addColumn('phase', 'varchar(12)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('programme_id', 'varchar(36)', (col) =>
      col.notNull().references('application_programmes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('industries', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('score', 'double precision')
    .addColumn('reviews_count', 'integer', (col) => col.notNull())
    .addColumn('resume_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // One application per founder (address) per programme.
  await db.schema
    .createIndex('applications_programme_email_idx')
    .on('applications')
    .columns(['programme_id', 'email'])
    .unique()
    .execute();
  await db.schema.createIndex('applications_user_idx').on('applications').columns(['user_id']).execute();
  await db.schema
    .createIndex('applications_queue_idx')
    .on('applications')
    .columns(['programme_id', 'state', 'submitted_at', 'id'])
    .execute();
  await db.schema.createIndex('applications_score_idx').on('applications').columns(['score', 'id']).execute();
  await db.schema
    .createIndex('applications_programme_score_idx')
    .on('applications')
    .columns(['programme_id', 'score', 'id'])
    .execute();

  await db.schema
    .createTable('application_attachments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(36)', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('media_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('mime', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('application_attachments_app_idx')
    .on('application_attachments')
    .columns(['application_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('application_reviewers')
    .addColumn('application_id', 'varchar(36)', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('reviewer_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('assigned_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('application_reviewers_pk', ['application_id', 'reviewer_id'])
    .execute();
  await db.schema
    .createIndex('application_reviewers_reviewer_idx')
    .on('application_reviewers')
    .columns(['reviewer_id', 'application_id'])
    .execute();

  await db.schema
    .createTable('application_reviews')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(36)', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('reviewer_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('scores', 'text', (col) => col.notNull())
    .addColumn('total', 'double precision')
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('application_reviews_one_per_reviewer', ['application_id', 'reviewer_id'])
    .execute();
  await db.schema
    .createIndex('application_reviews_reviewer_idx')
    .on('application_reviews')
    .columns(['reviewer_id', 'application_id'])
    .execute();

  await db.schema
    .createTable('application_notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(36)', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('visibility', 'varchar(8)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('application_notes_app_idx')
    .on('application_notes')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_history')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(36)', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('application_history_app_idx')
    .on('application_history')
    .columns(['application_id', 'at'])
    .execute();

  await db.schema
    .createTable('application_effects')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(36)', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('done_at', 'varchar(32)')
    .addUniqueConstraint('application_effects_once', ['application_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('application_effects_status_idx')
    .on('application_effects')
    .columns(['status', 'kind'])
    .execute();

  await db.schema
    .createTable('industry_proposals')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(36)', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('industry_proposals_once', ['application_id', 'slug'])
    .execute();
}
