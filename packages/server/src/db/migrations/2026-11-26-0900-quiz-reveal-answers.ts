import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // When a learner sees a quiz's answer key; existing quizzes take the safe default (issue 18, item 17).
  await db.schema
    .alterTable('quizzes')
    .addColumn('reveal_answers', 'text', (col) => col.notNull().defaultTo('after_pass_or_last_attempt'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quizzes').dropColumn('reveal_answers').execute();
}
