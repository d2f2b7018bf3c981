import { randomUUID } from 'node:crypto';
import type { Supervisor } from '@ailab/core/contract/institutes/institutes.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An institute's supervisors with their scopes, grouped per person, by name. */
export async function listSupervisors(db: Kysely<Database>, instituteId: string): Promise<Supervisor[]> {
  const rows = await db
    .selectFrom('supervisor_scopes')
    .innerJoin('users', 'users.id', 'supervisor_scopes.user_id')
    .leftJoin('institute_teams', 'institute_teams.id', 'supervisor_scopes.team_id')
    .select([
      'supervisor_scopes.user_id',
      'supervisor_scopes.team_id',
      'supervisor_scopes.granted_at',
      'users.first_name',
      'users.last_name',
      'users.email',
      'institute_teams.name as team_name',
    ])
    .where('supervisor_scopes.institute_id', '=', instituteId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('supervisor_scopes.user_id')
    .execute();
  const byUser = new Map<string, Supervisor>();
  for (const row of rows) {
    const known = byUser.get(row.user_id);
    const scope = { team_id: row.team_id, team_name: row.team_name ?? null };
    if (known) {
      known.scopes.push(scope);
      if (row.granted_at < known.since) known.since = row.granted_at;
    } else
      byUser.set(row.user_id, {
        user_id: row.user_id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        scopes: [scope],
        since: row.granted_at,
      });
  }
  return [...byUser.values()];
}

/** One supervisor's scope rows across every institute. */
export function scopesOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('supervisor_scopes')
    .select(['institute_id', 'team_id'])
    .where('user_id', '=', userId)
    .execute();
}

/** True when the user still supervises anything anywhere. */
export async function hasAnyScope(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('supervisor_scopes')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Grants `userId` a supervisor's scope in an institute: one row per team, or the whole institute
 * (`*`) with no teams. A scope already held is kept as it is.
 */
export async function insertSupervisorScopes(
  db: Kysely<Database>,
  scope: { instituteId: string; userId: string; teamIds: string[]; invitationId: string | null; at: string },
): Promise<void> {
  const teams = scope.teamIds.length ? scope.teamIds : [null];
  await db
    .insertInto('supervisor_scopes')
    .values(
      teams.map((teamId) => ({
        id: randomUUID(),
        institute_id: scope.instituteId,
        user_id: scope.userId,
        team_id: teamId,
        scope_key: teamId ?? '*',
        invitation_id: scope.invitationId,
        granted_at: scope.at,
      })),
    )
    .onConflict((oc) => oc.columns(['institute_id', 'user_id', 'scope_key']).doNothing())
    .execute();
}
