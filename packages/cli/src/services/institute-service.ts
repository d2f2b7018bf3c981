import type { ApiClient } from '@ailab/core/client/create-client';
import type { InstituteDetail, Team } from '@ailab/core/contract/institutes/institutes.schemas';
import type { LearnerProgress } from '@ailab/core/contract/institutes/progress.schemas';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { pickTeam } from './institute-team';

/** An institute by id or slug, with its teams, supervisors and courses. */
export function findInstitute(api: ApiClient, idOrSlug: string): Promise<InstituteDetail> {
  return api.adminInstitutes.get({ institute_id: idOrSlug });
}

/** A team of the institute by id or name (see pickTeam: unknown → exit 3, ambiguous → exit 2). */
export function findTeam(institute: InstituteDetail, nameOrId: string, t: Translate): Team {
  return pickTeam(institute.teams, nameOrId, t);
}

/** The columns of a progress report, one row per learner and course. */
export const PROGRESS_COLUMNS = [
  'name',
  'email',
  'team',
  'course',
  'status',
  'percent',
  'last_activity_at',
  'quiz_average',
  'certificate_code',
] as const;

/** Progress rows for a table or CSV: one per learner and course (a learner without courses keeps one row). */
export function progressRows(
  learners: readonly LearnerProgress[],
  titles: ReadonlyMap<string, string>,
): (string | number)[][] {
  return learners.flatMap((learner) => {
    const base = [learner.name, learner.email, learner.team_name ?? ''];
    if (learner.courses.length === 0) return [[...base, '', learner.status, '', '', '', '']];
    return learner.courses.map((course) => [
      ...base,
      titles.get(course.course_id) ?? course.course_id,
      course.status,
      course.percent,
      course.last_activity_at ?? '',
      course.quiz_average ?? '',
      course.certificate_code ?? '',
    ]);
  });
}

/** `14d` or `14` → 14 days; anything else is a usage error. */
export function parseDays(text: string, t: Translate): number {
  const match = /^(\d{1,2})d?$/.exec(text.trim());
  const days = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw new UsageError(t('institutes:cli.badExpiry', { value: text }));
  return days;
}
