import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { findUserById } from '../../identity/users.repository';
import { findInstitute, findTeam } from './institutes.repository';
import { placeMember } from './roster.service';

/** An institute team as other domains see it (a programme's cohort). */
export interface CohortTeamRef {
  id: string;
  name: string;
  open: boolean;
  institute: { id: string; slug: string; name: string };
}

function cohortQuery(db: Kysely<Database>) {
  return db
    .selectFrom('institute_teams')
    .innerJoin('institutes', 'institutes.id', 'institute_teams.institute_id')
    .select([
      'institute_teams.id as id',
      'institute_teams.name as name',
      'institute_teams.status as status',
      'institutes.id as institute_id',
      'institutes.slug as institute_slug',
      'institutes.name as institute_name',
    ]);
}

type CohortRow = {
  id: string;
  name: string;
  status: string;
  institute_id: string;
  institute_slug: string;
  institute_name: string;
};

function toRef(row: CohortRow): CohortTeamRef {
  return {
    id: row.id,
    name: row.name,
    open: row.status === 'open',
    institute: { id: row.institute_id, slug: row.institute_slug, name: row.institute_name },
  };
}

/** One team with its institute, or undefined. */
export async function findCohortTeam(
  db: Kysely<Database>,
  teamId: string,
): Promise<CohortTeamRef | undefined> {
  const row = await cohortQuery(db).where('institute_teams.id', '=', teamId).executeTakeFirst();
  return row ? toRef(row) : undefined;
}

/** The open teams of active institutes, by institute then team name: what a programme may name as its cohort. */
export async function listOpenCohortTeams(db: Kysely<Database>): Promise<CohortTeamRef[]> {
  const rows = await cohortQuery(db)
    .where('institute_teams.status', '=', 'open')
    .where('institutes.status', '=', 'active')
    .orderBy('institutes.name')
    .orderBy('institute_teams.name')
    .orderBy('institute_teams.id')
    .limit(500)
    .execute();
  return rows.map(toRef);
}

/** What joining a cohort did: placed (added or moved), already there, or not possible (team gone or closed). */
export type CohortJoin = 'added' | 'moved' | 'unchanged' | 'team_closed';

/**
 * Puts a member in a cohort team, in the caller's transaction, through the roster's one placement
 * rule (the stay history, the team's courses, the audit line).
 */
export async function joinCohortTeam(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string,
  teamId: string,
  userId: string,
): Promise<CohortJoin> {
  const team = await findTeam(trx, teamId);
  const institute = team ? await findInstitute(trx, team.institute_id) : undefined;
  const user = await findUserById(trx, userId);
  if (!team || !institute || !user || team.status !== 'open') return 'team_closed';
  return placeMember(trx, ctx, actorId, institute, user, team.id);
}

export {
  type PendingInvitation,
  pendingInvitationsFor,
  type StalledCount,
  supervisedStalledCounts,
} from './home-tasks';
