import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Correlated counts of one institute row (`institutes.id`), selected beside it in lists. */
export const countColumns = {
  teams: sql<number>`(select count(*) from institute_teams t where t.institute_id = institutes.id and t.status = 'open')`,
  members: sql<number>`(select count(*) from institute_members m where m.institute_id = institutes.id and m.until_at is null)`,
  supervisors: sql<number>`(select count(distinct s.user_id) from supervisor_scopes s where s.institute_id = institutes.id)`,
  courses: sql<number>`(select count(distinct c.course_id) from institute_courses c where c.institute_id = institutes.id and c.unassigned_at is null)`,
};

/** Pending (unexpired) invitations per institute depend on the clock, so they take `now`. */
export function pendingInvitationsColumn(nowIso: string) {
  return sql<number>`(select count(*) from supervisor_invitations i where i.institute_id = institutes.id and i.status = 'pending' and i.expires_at > ${nowIso})`;
}

/** The counts of one institute. */
export async function countsOf(db: Kysely<Database>, instituteId: string, nowIso: string) {
  const row = await db
    .selectFrom('institutes')
    .select([
      countColumns.teams.as('teams'),
      countColumns.members.as('members'),
      countColumns.supervisors.as('supervisors'),
      countColumns.courses.as('courses'),
      pendingInvitationsColumn(nowIso).as('pending_invitations'),
    ])
    .where('id', '=', instituteId)
    .executeTakeFirst();
  return {
    teams: Number(row?.teams ?? 0),
    members: Number(row?.members ?? 0),
    supervisors: Number(row?.supervisors ?? 0),
    pending_invitations: Number(row?.pending_invitations ?? 0),
    courses: Number(row?.courses ?? 0),
  };
}
