import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('summary', 'varchar(400)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('cover_url', 'varchar(255)')
    .addColumn('level', 'varchar(16)', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('estimated_minutes', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('enrolment_open', 'integer', (col) => col.notNull())
    .addColumn('capacity', 'integer')
    .addColumn('enrolled_count', 'integer', (col) => col.notNull())
    .addColumn('completed_count', 'integer', (col) => col.notNull())
    .addColumn('unit_count', 'integer', (col) => col.notNull())
    .addColumn('rating_sum', 'integer', (col) => col.notNull())
    .addColumn('rating_count', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('courses_state_title_idx')
    .on('courses')
    .columns(['state', 'title', 'id'])
    .execute();
  await db.schema
    .createIndex('courses_state_published_idx')
    .on('courses')
    .columns(['state', 'published_at', 'id'])
    .execute();

  await db.schema
    .createTable('course_units')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(36)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('slug', 'varchar(80)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('estimated_minutes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('course_units_course_slug_uq', ['course_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('course_units_course_position_idx')
    .on('course_units')
    .columns(['course_id', 'position'])
    .execute();

  // A quiz belongs to one unit, or to no course at all when it is the public demo quiz.
  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(36)', (col) => col.references('courses.id').onDelete('cascade'))
    .addColumn('unit_id', 'varchar(36)', (col) =>
      col.unique().references('course_units.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('pass_percent', 'integer', (col) => col.notNull())
    .addColumn('max_attempts', 'integer')
    .addColumn('shuffle', 'integer', (col) => col.notNull())
    .addColumn('required', 'integer', (col) => col.notNull())
    .addColumn('is_demo', 'integer', (col) => col.notNull())
    .addColumn('questions', 'text', (col) => col.notNull())
    .addColumn('max_points', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('quizzes_course_idx').on('quizzes').column('course_id').execute();

  await db.schema
    .createTable('enrolments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(36)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('enrolled_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('withdrawn_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('enrolments_course_user_uq', ['course_id', 'user_id'])
    .execute();
  await db.schema.createIndex('enrolments_user_idx').on('enrolments').columns(['user_id', 'state']).execute();

  await db.schema
    .createTable('unit_progress')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('unit_id', 'varchar(36)', (col) =>
      col.notNull().references('course_units.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'varchar(36)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('completed_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('unit_progress_pk', ['user_id', 'unit_id'])
    .execute();
  await db.schema
    .createIndex('unit_progress_user_course_idx')
    .on('unit_progress')
    .columns(['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('quiz_id', 'varchar(36)', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_no', 'integer', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('max_score', 'integer', (col) => col.notNull())
    .addColumn('percent', 'integer', (col) => col.notNull())
    .addColumn('passed', 'integer', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('quiz_attempts_quiz_user_no_uq', ['quiz_id', 'user_id', 'attempt_no'])
    .execute();
  await db.schema.createIndex('quiz_attempts_user_idx').on('quiz_attempts').column('user_id').execute();

  await db.schema
    .createTable('certificates')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(36)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('learner_name', 'varchar(170)', (col) => col.notNull())
    .addColumn('course_title', 'varchar(140)', (col) => col.notNull())
    .addColumn('score_percent', 'integer')
    .addColumn('issued_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('certificates_course_user_uq', ['course_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('course_reviews')
    .addColumn('course_id', 'varchar(36)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_reviews_pk', ['course_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('learner_settings')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('leaderboard_opt_in', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'learner_settings',
    'course_reviews',
    'certificates',
    'quiz_attempts',
    'unit_progress',
    'enrolments',
    'quizzes',
    'course_units',
    'courses',
  ])
    await db.schema.dropTable(table).execute();
}
