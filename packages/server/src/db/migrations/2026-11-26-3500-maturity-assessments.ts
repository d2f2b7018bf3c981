import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // AI maturity self-assessments (issue 21). Read only by the private link token (stored hashed) or by the
  // account it was saved to; an account's deletion takes its saved assessments with it.
  await db.schema
    .createTable('maturity_assessments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('version', 'varchar(32)', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('industry', 'varchar(80)')
    .addColumn('size_band', 'varchar(16)')
    .addColumn('overall_score', 'double precision')
    .addColumn('overall_level', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('maturity_assessments_user_idx')
    .on('maturity_assessments')
    .columns(['user_id', 'submitted_at'])
    .execute();
  await db.schema
    .createTable('maturity_dimension_scores')
    .addColumn('assessment_id', 'varchar(36)', (col) =>
      col.notNull().references('maturity_assessments.id').onDelete('cascade'),
    )
    .addColumn('dimension', 'varchar(64)', (col) => col.notNull())
    .addColumn('score', 'double precision', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('maturity_dimension_scores_pk', ['assessment_id', 'dimension'])
    .execute();
  // Running totals per industry, size band and dimension ('overall' for the whole), kept in the submitting
  // transaction: the comparison reads a handful of rows however many assessments a group holds.
  await db.schema
    .createTable('maturity_group_scores')
    .addColumn('industry', 'varchar(80)', (col) => col.notNull())
    .addColumn('size_band', 'varchar(16)', (col) => col.notNull())
    .addColumn('dimension', 'varchar(64)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('total', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('maturity_group_scores_pk', ['industry', 'size_band', 'dimension'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('maturity_group_scores').execute();
  await db.schema.dropTable('maturity_dimension_scores').execute();
  await db.schema.dropTable('maturity_assessments').execute();
}
