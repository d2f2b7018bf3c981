import type { CourseFunnelBody, CourseFunnelResponse } from '@ailab/core/contract/institutes/funnel.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findCourseBrief, unitFunnel } from '../learning/learning.port';
import { scopedRoster } from './scoped-roster';

/**
 * One course's drop-off by unit for the members of the caller's scope (narrowed to a team):
 * enrolled, then per unit in course order how many completed it. The course must be assigned to
 * the institute (to everyone or to a team); read from learning's tables through its port.
 */
export async function courseFunnel(
  ctx: AppContext,
  caller: Caller,
  body: CourseFunnelBody,
  t: TFunction,
): Promise<CourseFunnelResponse> {
  const { institute, roster } = await scopedRoster(ctx, caller, body.institute_id, body.team_id, t);
  const course = await findCourseBrief(ctx.db, body.course_id);
  const assigned = course
    ? await ctx.db
        .selectFrom('institute_courses')
        .select('id')
        .where('institute_id', '=', institute.id)
        .where('course_id', '=', course.id)
        .where('unassigned_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!course || !assigned)
    throw new AppError('NOT_FOUND', {
      params: { path: t('institutes:errors.assignment', { course: body.course_id }) },
    });
  const funnel = await unitFunnel(
    ctx.db,
    course.id,
    roster.map((entry) => entry.user_id),
  );
  return {
    course: { id: course.id, slug: course.slug, title: course.title, unit_count: course.unit_count },
    ...funnel,
  };
}
