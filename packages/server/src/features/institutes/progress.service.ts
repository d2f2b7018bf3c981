import type {
  InstituteProgressBody,
  InstituteProgressResponse,
  LearnerProgress,
} from '@ailab/core/contract/institutes/progress.schemas';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { courseBriefs, learnerCourseFacts } from '../learning/learning.port';
import { courseProgress, overallStatus } from './progress-status';

export interface RosterEntry {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  team_id: string | null;
  team_name: string | null;
}

/** Current members of an institute, narrowed to some teams when `teamIds` is given. */
export async function currentRoster(
  db: Kysely<Database>,
  instituteId: string,
  teamIds: readonly string[] | null,
): Promise<RosterEntry[]> {
  if (teamIds && teamIds.length === 0) return [];
  let query = db
    .selectFrom('institute_members')
    .innerJoin('users', 'users.id', 'institute_members.user_id')
    .leftJoin('institute_teams', 'institute_teams.id', 'institute_members.team_id')
    .select([
      'institute_members.user_id',
      'institute_members.team_id',
      'institute_teams.name as team_name',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('institute_members.institute_id', '=', instituteId)
    .where('institute_members.until_at', 'is', null);
  if (teamIds) query = query.where('institute_members.team_id', 'in', [...teamIds]);
  return query.orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id').execute();
}

/** The active course assignments of an institute: course id → the teams it is given to (null: everyone). */
async function assignments(
  db: Kysely<Database>,
  instituteId: string,
): Promise<Map<string, Set<string | null>>> {
  const rows = await db
    .selectFrom('institute_courses')
    .select(['course_id', 'team_id'])
    .where('institute_id', '=', instituteId)
    .where('unassigned_at', 'is', null)
    .execute();
  const byCourse = new Map<string, Set<string | null>>();
  for (const row of rows)
    byCourse.set(row.course_id, (byCourse.get(row.course_id) ?? new Set()).add(row.team_id));
  return byCourse;
}

/**
 * Each learner of `roster` with their progress in the courses assigned to them (the institute's
 * and their team's), computed from learning's tables at `ctx.now()`.
 */
export async function rosterProgress(
  ctx: AppContext,
  instituteId: string,
  roster: readonly RosterEntry[],
  courseFilter?: string,
  stalledAfterDays?: number,
) {
  const given = await assignments(ctx.db, instituteId);
  if (courseFilter) for (const id of [...given.keys()]) if (id !== courseFilter) given.delete(id);
  const courses = await courseBriefs(ctx.db, [...given.keys()]);
  const units = new Map(courses.map((course) => [course.id, course.unit_count]));
  const facts = await learnerCourseFacts(
    ctx.db,
    roster.map((entry) => entry.user_id),
    courses.map((course) => course.id),
  );
  const byUser = new Map<string, typeof facts>();
  for (const fact of facts) {
    const mine = byUser.get(fact.user_id);
    if (mine) mine.push(fact);
    else byUser.set(fact.user_id, [fact]);
  }
  const now = ctx.now();
  const learners: LearnerProgress[] = roster.map((entry) => {
    const mine = (byUser.get(entry.user_id) ?? []).filter((fact) => {
      const teams = given.get(fact.course_id);
      return teams !== undefined && (teams.has(null) || (entry.team_id !== null && teams.has(entry.team_id)));
    });
    const progress = mine.map((fact) =>
      courseProgress(fact, units.get(fact.course_id) ?? 0, now, stalledAfterDays),
    );
    const last = progress.reduce<string | null>(
      (newest, course) =>
        course.last_activity_at && (!newest || course.last_activity_at > newest)
          ? course.last_activity_at
          : newest,
      null,
    );
    return {
      user_id: entry.user_id,
      name: `${entry.first_name} ${entry.last_name}`.trim(),
      email: entry.email,
      team_id: entry.team_id,
      team_name: entry.team_name,
      status: overallStatus(progress),
      last_activity_at: last,
      courses: progress,
    };
  });
  return {
    courses: courses.map((course) => ({
      id: course.id,
      slug: course.slug,
      title: course.title,
      unit_count: course.unit_count,
    })),
    learners,
  };
}

/** An institute's progress for a roster already narrowed to the caller's scope, filtered by status. */
export async function instituteProgress(
  ctx: AppContext,
  institute: { id: string; slug: string; name: string; logo_url: string | null },
  roster: readonly RosterEntry[],
  body: InstituteProgressBody,
): Promise<InstituteProgressResponse> {
  const result = await rosterProgress(ctx, institute.id, roster, body.course_id);
  const learners = body.status
    ? result.learners.filter((learner) =>
        body.course_id
          ? learner.courses.some((course) => course.status === body.status)
          : learner.status === body.status,
      )
    : result.learners;
  return {
    institute: { id: institute.id, slug: institute.slug, name: institute.name, logo_url: institute.logo_url },
    courses: result.courses,
    learners,
  };
}
