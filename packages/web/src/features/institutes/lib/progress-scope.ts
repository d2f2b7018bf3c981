import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import type { TeamProgressResponse } from '@ailab/core/contract/institutes/progress.schemas';

/** What the funnel and stalled cards look at: an institute, one of its teams or all of it, and its courses. */
export interface ProgressScope {
  instituteId: string;
  /** Undefined: the whole institute (what an administrator sees on the institute page). */
  teamId?: string | undefined;
  courses: readonly { id: string; title: string }[];
}

/** The scope of a supervisor's team view. */
export function teamScope(team: TeamProgressResponse): ProgressScope {
  return { instituteId: team.institute.id, teamId: team.team.id, courses: team.courses };
}

/** The scope of the administrators' institute page: the whole institute and every course assigned in it. */
export function instituteScope(institute: InstituteDetail): ProgressScope {
  const courses = new Map(institute.courses.map((course) => [course.course_id, course.title]));
  return { instituteId: institute.id, courses: [...courses].map(([id, title]) => ({ id, title })) };
}
