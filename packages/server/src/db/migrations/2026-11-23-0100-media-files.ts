import { type Kysely, sql } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_files')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('mime', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('media_files_owner_idx')
    .on('media_files')
    .columns(['owner_id', 'kind'])
    .execute();
  await db.schema.createIndex('media_files_path_idx').on('media_files').column('path').execute();

  // Photos stored before this table existed become references, so replacing them removes the old file.
  // Their size is unknown to SQL; they count as 0 bytes against the quota.
  await sql`
    INSERT INTO media_files (id, owner_id, kind, hash, path, mime, size, created_at)
    SELECT id, id, 'headshots', photo_path, photo_path, 'image/*', 0, updated_at
    FROM users WHERE photo_path IS NOT NULL
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_files').execute();
}
