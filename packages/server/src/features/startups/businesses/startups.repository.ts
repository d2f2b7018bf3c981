import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StartupMembersTable, StartupModulesTable, StartupsTable } from '../startups.tables';

export type StartupRow = Selectable<StartupsTable>;
export type MemberRow = Selectable<StartupMembersTable>;
export type ModuleName = StartupModulesTable['module'];

export function findStartupById(db: Kysely<Database>, id: string): Promise<StartupRow | undefined> {
  return db.selectFrom('startups').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isStartupSlugTaken(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db.selectFrom('startups').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}

export async function insertStartup(db: Kysely<Database>, row: Insertable<StartupsTable>): Promise<void> {
  await db.insertInto('startups').values(row).execute();
}

export async function updateStartupRow(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<StartupsTable>,
): Promise<void> {
  await db.updateTable('startups').set(changes).where('id', '=', id).execute();
}

export async function replaceIndustries(db: Kysely<Database>, startupId: string, slugs: readonly string[]) {
  await db.deleteFrom('startup_industries').where('startup_id', '=', startupId).execute();
  const unique = [...new Set(slugs)];
  if (unique.length > 0)
    await db
      .insertInto('startup_industries')
      .values(unique.map((industry_slug) => ({ startup_id: startupId, industry_slug })))
      .execute();
}

export function findMember(
  db: Kysely<Database>,
  startupId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('startup_members')
    .selectAll()
    .where('startup_id', '=', startupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertMember(db: Kysely<Database>, row: MemberRow): Promise<void> {
  await db.insertInto('startup_members').values(row).execute();
}

export async function setMemberRole(
  db: Kysely<Database>,
  startupId: string,
  userId: string,
  role: MemberRow['role'],
): Promise<void> {
  await db
    .updateTable('startup_members')
    .set({ role })
    .where('startup_id', '=', startupId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMember(db: Kysely<Database>, startupId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('startup_members')
    .where('startup_id', '=', startupId)
    .where('user_id', '=', userId)
    .execute();
}

/** The members of some startups with their names, owners first, then by joining time. */
export function findMembersOf(db: Kysely<Database>, startupIds: readonly string[]) {
  if (startupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('startup_members')
    .innerJoin('users', 'users.id', 'startup_members.user_id')
    .select([
      'startup_members.startup_id',
      'startup_members.user_id',
      'startup_members.role',
      'startup_members.joined_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('startup_members.startup_id', 'in', startupIds)
    .orderBy('startup_members.joined_at')
    .orderBy('startup_members.user_id')
    .execute();
}

export function findIndustriesOf(db: Kysely<Database>, startupIds: readonly string[]) {
  if (startupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('startup_industries')
    .selectAll()
    .where('startup_id', 'in', startupIds)
    .orderBy('industry_slug')
    .execute();
}

export function findModulesOf(db: Kysely<Database>, startupIds: readonly string[]) {
  if (startupIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('startup_modules').selectAll().where('startup_id', 'in', startupIds).execute();
}

export async function enableModules(
  db: Kysely<Database>,
  startupId: string,
  modules: readonly ModuleName[],
  nowIso: string,
): Promise<void> {
  if (modules.length === 0) return;
  await db
    .insertInto('startup_modules')
    .values(modules.map((module) => ({ startup_id: startupId, module, enabled_at: nowIso })))
    .onConflict((oc) => oc.columns(['startup_id', 'module']).doNothing())
    .execute();
}

export async function disableModules(
  db: Kysely<Database>,
  startupId: string,
  modules: readonly ModuleName[],
): Promise<void> {
  if (modules.length === 0) return;
  await db
    .deleteFrom('startup_modules')
    .where('startup_id', '=', startupId)
    .where('module', 'in', modules)
    .execute();
}
