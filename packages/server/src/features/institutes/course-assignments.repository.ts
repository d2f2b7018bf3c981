import type { AssignedCourse } from '@ailab/core/contract/institutes/institutes.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The courses given to an institute (team_id null) or one of its teams, still assigned. */
export function listAssignedCourses(db: Kysely<Database>, instituteId: string): Promise<AssignedCourse[]> {
  return db
    .selectFrom('institute_courses')
    .innerJoin('courses', 'courses.id', 'institute_courses.course_id')
    .select([
      'institute_courses.course_id',
      'courses.slug',
      'courses.title',
      'courses.unit_count',
      'institute_courses.team_id',
      'institute_courses.assigned_at',
    ])
    .where('institute_courses.institute_id', '=', instituteId)
    .where('institute_courses.unassigned_at', 'is', null)
    .orderBy('courses.title')
    .orderBy('institute_courses.assigned_at')
    .execute();
}

/** The course ids a member of `teamId` (or of no team) is given: the institute's and the team's own. */
export async function courseIdsForTeam(
  db: Kysely<Database>,
  instituteId: string,
  teamId: string | null,
): Promise<string[]> {
  const rows = await db
    .selectFrom('institute_courses')
    .select('course_id')
    .distinct()
    .where('institute_id', '=', instituteId)
    .where('unassigned_at', 'is', null)
    .where((eb) =>
      teamId ? eb.or([eb('team_id', 'is', null), eb('team_id', '=', teamId)]) : eb('team_id', 'is', null),
    )
    .execute();
  return rows.map((row) => row.course_id);
}
