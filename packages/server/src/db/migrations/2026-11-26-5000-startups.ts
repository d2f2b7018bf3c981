import type { Kysely } from 'kysely';

const id = 'varchar(36)';
const at = 'varchar(32)';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('startups')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('one_liner', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('website', 'varchar(500)')
    .addColumn('logo_path', 'varchar(255)')
    .addColumn('logo_media_id', 'varchar(36)')
    .addColumn('stage', 'varchar(12)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)')
    .addColumn('founded_on', 'varchar(10)')
    .addColumn('team_size', 'integer')
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('listed_on_fundraising', 'integer', (col) => col.notNull())
    .addColumn('owner_id', id, (col) => col.notNull().references('users.id'))
    .addColumn('created_at', at, (col) => col.notNull())
    .addColumn('updated_at', at, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('startups_status_idx')
    .on('startups')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('startup_industries')
    .addColumn('startup_id', id, (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('industry_slug', 'varchar(80)', (col) => col.notNull())
    .addPrimaryKeyConstraint('startup_industries_pk', ['startup_id', 'industry_slug'])
    .execute();
  await db.schema
    .createIndex('startup_industries_slug_idx')
    .on('startup_industries')
    .column('industry_slug')
    .execute();

  await db.schema
    .createTable('startup_members')
    .addColumn('startup_id', id, (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(8)', (col) => col.notNull())
    .addColumn('joined_at', at, (col) => col.notNull())
    .addPrimaryKeyConstraint('startup_members_pk', ['startup_id', 'user_id'])
    .execute();
  await db.schema.createIndex('startup_members_user_idx').on('startup_members').column('user_id').execute();

  await db.schema
    .createTable('startup_modules')
    .addColumn('startup_id', id, (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('module', 'varchar(20)', (col) => col.notNull())
    .addColumn('enabled_at', at, (col) => col.notNull())
    .addPrimaryKeyConstraint('startup_modules_pk', ['startup_id', 'module'])
    .execute();

  await db.schema
    .createTable('startup_invitations')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('startup_id', id, (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('role', 'varchar(8)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    // `<startup_id>:<email>` while pending, NULL after: one pending invitation per address, by a constraint.
    .addColumn('pending_key', 'varchar(300)', (col) => col.unique())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('invited_by', id, (col) => col.notNull().references('users.id'))
    .addColumn('accepted_by', id, (col) => col.references('users.id'))
    .addColumn('expires_at', at, (col) => col.notNull())
    .addColumn('accepted_at', at)
    .addColumn('created_at', at, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('startup_invitations_startup_idx')
    .on('startup_invitations')
    .columns(['startup_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('pitches')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('startup_id', id, (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('audience', 'varchar(12)', (col) => col.notNull())
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_by', id, (col) => col.notNull().references('users.id'))
    .addColumn('activated_at', at)
    .addColumn('created_at', at, (col) => col.notNull())
    .addColumn('updated_at', at, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pitches_startup_idx')
    .on('pitches')
    .columns(['startup_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('pitches_status_idx')
    .on('pitches')
    .columns(['status', 'activated_at'])
    .execute();

  await db.schema
    .createTable('pitch_sections')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('pitch_id', id, (col) => col.notNull().references('pitches.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    // Raised by one conditional UPDATE per save: an edit from an older version changes nothing (409).
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_by', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', at, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pitch_sections_pitch_idx')
    .on('pitch_sections')
    .columns(['pitch_id', 'position'])
    .execute();

  await db.schema
    .createTable('pitch_section_revisions')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('section_id', id, (col) => col.notNull().references('pitch_sections.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(140)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('source', 'varchar(12)', (col) => col.notNull())
    .addColumn('provenance', 'text')
    .addColumn('author_id', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', at, (col) => col.notNull())
    .addUniqueConstraint('pitch_section_revisions_version_uq', ['section_id', 'version'])
    .execute();

  await db.schema
    .createTable('pitch_section_images')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('section_id', id, (col) => col.notNull().references('pitch_sections.id').onDelete('cascade'))
    .addColumn('media_id', id, (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('mime', 'varchar(40)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('caption', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', at, (col) => col.notNull())
    .addUniqueConstraint('pitch_section_images_position_uq', ['section_id', 'position'])
    .execute();

  await db.schema
    .createTable('pitch_fields')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('pitch_id', id, (col) => col.notNull().references('pitches.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('label', 'varchar(80)', (col) => col.notNull())
    .addColumn('value_type', 'varchar(12)', (col) => col.notNull())
    // The value as JSON of its type ({ amount, currency }, { number }, { date }, { text }, { url }).
    .addColumn('value', 'text', (col) => col.notNull())
    // Money in minor-unit-free decimal, for matching and sorting without parsing JSON.
    .addColumn('amount', 'double precision')
    .addColumn('currency', 'varchar(3)')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('image_path', 'varchar(255)')
    .addColumn('image_media_id', 'varchar(36)')
    .addColumn('created_at', at, (col) => col.notNull())
    .addColumn('updated_at', at, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pitch_fields_pitch_idx')
    .on('pitch_fields')
    .columns(['pitch_id', 'position'])
    .execute();

  await db.schema
    .createTable('investor_profiles')
    .addColumn('user_id', id, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('firm', 'varchar(120)', (col) => col.notNull())
    .addColumn('thesis', 'text', (col) => col.notNull())
    .addColumn('stages', 'text', (col) => col.notNull())
    .addColumn('sectors', 'text', (col) => col.notNull())
    .addColumn('geographies', 'text', (col) => col.notNull())
    .addColumn('portfolio_links', 'text', (col) => col.notNull())
    .addColumn('cheque_min', 'double precision', (col) => col.notNull())
    .addColumn('cheque_max', 'double precision', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('open_to_intros', 'integer', (col) => col.notNull())
    .addColumn('count_views', 'integer', (col) => col.notNull())
    .addColumn('created_at', at, (col) => col.notNull())
    .addColumn('updated_at', at, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('investor_interests')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('pitch_id', id, (col) => col.notNull().references('pitches.id').onDelete('cascade'))
    .addColumn('investor_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('signal', 'varchar(16)', (col) => col.notNull())
    .addColumn('stage', 'varchar(16)', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('founder_agreed_at', at)
    .addColumn('created_at', at, (col) => col.notNull())
    .addColumn('updated_at', at, (col) => col.notNull())
    .addUniqueConstraint('investor_interests_uq', ['pitch_id', 'investor_id'])
    .execute();
  await db.schema
    .createIndex('investor_interests_investor_idx')
    .on('investor_interests')
    .column('investor_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'investor_interests',
    'investor_profiles',
    'pitch_fields',
    'pitch_section_images',
    'pitch_section_revisions',
    'pitch_sections',
    'pitches',
    'startup_invitations',
    'startup_modules',
    'startup_members',
    'startup_industries',
    'startups',
  ])
    await db.schema.dropTable(table).execute();
}
