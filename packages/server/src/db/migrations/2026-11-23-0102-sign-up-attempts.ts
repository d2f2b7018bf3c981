import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_up_attempts')
    .addColumn('code_id', 'varchar(36)', (col) =>
      col.primaryKey().references('one_time_codes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('preferences', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_up_attempts_user_idx').on('sign_up_attempts').column('user_id').execute();

  // A pending sign-up's password used to sit on the account itself. Move it to an attempt tied to the
  // newest open code, so only that code can make it active; without an open code it is dropped
  // (the owner signs up again or resets the password).
  const pending: {
    id: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    language: string;
    preferences: string;
    updated_at: string;
  }[] = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'first_name', 'last_name', 'language', 'preferences', 'updated_at'])
    .where('email_verified', '=', 0)
    .where('password_hash', 'is not', null)
    .execute();
  for (const user of pending) {
    const code: { id: string } | undefined = await db
      .selectFrom('one_time_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'verify')
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (code)
      await db
        .insertInto('sign_up_attempts')
        .values({
          code_id: code.id,
          user_id: user.id,
          password_hash: user.password_hash,
          first_name: user.first_name,
          last_name: user.last_name,
          language: user.language,
          preferences: user.preferences,
          created_at: user.updated_at,
        })
        .execute();
    await db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_up_attempts').execute();
}
