import { type Kysely, sql } from 'kysely';

function parseRoles(text: unknown): number[] {
  try {
    const value: unknown = JSON.parse(String(text));
    return Array.isArray(value) ? [...new Set(value.filter((item) => Number.isInteger(item)))] : [];
  } catch {
    return [];
  }
}

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'integer', (col) => col.notNull())
    .addColumn('granted_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  // Listing by role walks this index instead of scanning users.
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').columns(['role', 'user_id']).execute();

  // Data migration: the JSON list on users becomes rows.
  const users: { id: string; roles: string; created_at: string }[] = await db
    .selectFrom('users')
    .select(['id', 'roles', 'created_at'])
    .execute();
  const rows = users.flatMap((user) =>
    parseRoles(user.roles).map((role) => ({ user_id: user.id, role, granted_at: user.created_at })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('user_roles')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await db.schema.alterTable('users').dropColumn('roles').execute();

  // Account lifecycle and the public profile.
  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('profile_public', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('profile_fields', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();

  // Prefix search on names (case-insensitive) and stable sorts for the admin user list.
  // lower(user_name) already has its unique index (migration 0101).
  for (const column of ['first_name', 'last_name']) {
    await db.schema
      .createIndex(`users_${column}_lower_idx`)
      .on('users')
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
  }
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_settings').execute();
  await db.schema.dropIndex('users_created_idx').execute();
  for (const column of ['first_name', 'last_name'])
    await db.schema.dropIndex(`users_${column}_lower_idx`).execute();
  await db.schema.alterTable('users').dropColumn('profile_fields').execute();
  await db.schema.alterTable('users').dropColumn('profile_public').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema
    .alterTable('users')
    .addColumn('roles', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.dropTable('user_roles').execute();
}
