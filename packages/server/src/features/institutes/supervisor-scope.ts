import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scopesOfUser } from './supervisors.repository';

/** Per institute: 'all' for an institute-wide grant, or the team ids a supervisor is given. */
export type ScopeMap = Map<string, 'all' | Set<string>>;

/** What a supervisor may see, read from their scope rows on every request (never cached). */
export async function supervisorScope(db: Kysely<Database>, userId: string): Promise<ScopeMap> {
  const scope: ScopeMap = new Map();
  for (const row of await scopesOfUser(db, userId)) {
    const known = scope.get(row.institute_id);
    if (row.team_id === null || known === 'all') scope.set(row.institute_id, 'all');
    else scope.set(row.institute_id, (known ?? new Set<string>()).add(row.team_id));
  }
  return scope;
}

/** True when the scope covers this team of this institute. */
export function scopeCoversTeam(scope: ScopeMap, instituteId: string, teamId: string): boolean {
  const grant = scope.get(instituteId);
  return grant === 'all' || grant?.has(teamId) === true;
}
