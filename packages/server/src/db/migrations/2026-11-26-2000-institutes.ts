import { type Kysely, sql } from 'kysely';
import { createPrefixIndex } from './support/create-prefix-index';
import { dialectOf } from './support/dialect-of';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('institutes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(140)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)')
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('website', 'varchar(500)')
    .addColumn('logo_url', 'varchar(500)')
    // JSON array of lower-case domains.
    .addColumn('email_domains', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('archived_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await createPrefixIndex(db, dialectOf(db), 'institutes_name_prefix_idx', 'institutes', 'name');

  await db.schema
    .createTable('institute_teams')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('institute_id', 'varchar(36)', (col) => col.notNull().references('institutes.id'))
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  // One open team per name in an institute; a closed team's name may be used again.
  await sql`create unique index institute_teams_open_name_key on institute_teams (institute_id, lower(name)) where status = 'open'`.execute(
    db,
  );

  // Membership as history: a row per stay, closed by `until_at`; at most one open row per learner and institute.
  await db.schema
    .createTable('institute_members')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('institute_id', 'varchar(36)', (col) => col.notNull().references('institutes.id'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('team_id', 'varchar(36)', (col) => col.references('institute_teams.id'))
    .addColumn('from_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('until_at', 'varchar(32)')
    .execute();
  await sql`create unique index institute_members_open_key on institute_members (institute_id, user_id) where until_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('institute_members_team_idx')
    .on('institute_members')
    .columns(['team_id', 'until_at'])
    .execute();
  await db.schema
    .createIndex('institute_members_user_idx')
    .on('institute_members')
    .columns(['user_id', 'until_at'])
    .execute();

  // A supervisor's scope: one row per institute-wide grant (scope_key '*') or per team (scope_key = team id).
  await db.schema
    .createTable('supervisor_scopes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('institute_id', 'varchar(36)', (col) => col.notNull().references('institutes.id'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('team_id', 'varchar(36)', (col) => col.references('institute_teams.id'))
    .addColumn('scope_key', 'varchar(36)', (col) => col.notNull())
    .addColumn('invitation_id', 'varchar(36)')
    .addColumn('granted_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('supervisor_scopes_key', ['institute_id', 'user_id', 'scope_key'])
    .execute();
  await db.schema
    .createIndex('supervisor_scopes_user_idx')
    .on('supervisor_scopes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('supervisor_invitations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('institute_id', 'varchar(36)', (col) => col.notNull().references('institutes.id'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    // JSON array of team ids, sorted; empty: the whole institute.
    .addColumn('team_ids', 'text', (col) => col.notNull())
    // '*' or the sorted team ids joined by commas: what "the same scope" means.
    .addColumn('scope_key', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('invited_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('accepted_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('responded_at', 'varchar(32)')
    .execute();
  // One pending invitation per person and scope; parallel invitations meet here.
  await sql`create unique index supervisor_invitations_pending_key on supervisor_invitations (institute_id, email, scope_key) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('supervisor_invitations_institute_idx')
    .on('supervisor_invitations')
    .columns(['institute_id', 'status', 'created_at'])
    .execute();

  // Courses given to a whole institute (scope_key '*') or to one team; unassigning keeps the row.
  await db.schema
    .createTable('institute_courses')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('institute_id', 'varchar(36)', (col) => col.notNull().references('institutes.id'))
    .addColumn('course_id', 'varchar(36)', (col) => col.notNull().references('courses.id'))
    .addColumn('team_id', 'varchar(36)', (col) => col.references('institute_teams.id'))
    .addColumn('scope_key', 'varchar(36)', (col) => col.notNull())
    .addColumn('assigned_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('assigned_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('unassigned_at', 'varchar(32)')
    .execute();
  await sql`create unique index institute_courses_active_key on institute_courses (institute_id, course_id, scope_key) where unassigned_at is null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'institute_courses',
    'supervisor_invitations',
    'supervisor_scopes',
    'institute_members',
    'institute_teams',
    'institutes',
  ])
    await db.schema.dropTable(table).execute();
}
