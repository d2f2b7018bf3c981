import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { InstitutesTable, InstituteTeamsTable } from './institutes.tables';

export type InstituteRow = Selectable<InstitutesTable>;
export type TeamRow = Selectable<InstituteTeamsTable>;

/** An institute by id or slug. */
export function findInstitute(db: Kysely<Database>, idOrSlug: string): Promise<InstituteRow | undefined> {
  return db
    .selectFrom('institutes')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
}

export async function insertInstitute(db: Kysely<Database>, row: Insertable<InstitutesTable>): Promise<void> {
  await db.insertInto('institutes').values(row).execute();
}

export async function updateInstitute(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<InstitutesTable>,
): Promise<void> {
  await db.updateTable('institutes').set(changes).where('id', '=', id).execute();
}

export function findTeam(db: Kysely<Database>, teamId: string): Promise<TeamRow | undefined> {
  return db.selectFrom('institute_teams').selectAll().where('id', '=', teamId).executeTakeFirst();
}

export function listTeams(db: Kysely<Database>, instituteId: string): Promise<TeamRow[]> {
  return db
    .selectFrom('institute_teams')
    .selectAll()
    .where('institute_id', '=', instituteId)
    .orderBy('status', 'desc')
    .orderBy('name')
    .execute();
}

export async function insertTeam(db: Kysely<Database>, row: Insertable<InstituteTeamsTable>): Promise<void> {
  await db.insertInto('institute_teams').values(row).execute();
}

export async function updateTeam(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<InstituteTeamsTable>,
): Promise<void> {
  await db.updateTable('institute_teams').set(changes).where('id', '=', id).execute();
}

/** Current members per team of an institute (the key '' counts members without a team). */
export async function countMembersByTeam(
  db: Kysely<Database>,
  instituteId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('institute_members')
    .select(['team_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('institute_id', '=', instituteId)
    .where('until_at', 'is', null)
    .groupBy('team_id')
    .execute();
  return new Map(rows.map((row) => [row.team_id ?? '', Number(row.n)]));
}
