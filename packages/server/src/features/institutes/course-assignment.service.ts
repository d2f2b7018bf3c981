import { randomUUID } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findRolesOfUsers } from '../../identity/user-roles.repository';
import { enrolInCourse, findCourseBrief } from '../learning/learning.port';
import type { InstituteRow } from './institutes.repository';

/** What assigning a course did (or, in a dry run, would do). */
export interface AssignmentResult {
  enrolled: number;
  skipped: number;
}

class DryRunDone extends Error {
  constructor(readonly result: AssignmentResult) {
    super('dry run');
  }
}

async function currentMembers(trx: Kysely<Database>, instituteId: string, teamId: string | null) {
  let query = trx
    .selectFrom('institute_members')
    .select('user_id')
    .where('institute_id', '=', instituteId)
    .where('until_at', 'is', null);
  if (teamId) query = query.where('team_id', '=', teamId);
  return (await query.execute()).map((row) => row.user_id);
}

/**
 * Assigns a course to the institute (`teamId` null) or one team and enrols the current members
 * through learning's enrolment; members who join later are enrolled on joining. A dry run makes
 * the same decisions and rolls them back.
 */
export async function assignCourse(
  ctx: AppContext,
  actorId: string,
  institute: InstituteRow,
  courseIdOrSlug: string,
  teamId: string | null,
  dryRun: boolean,
  t: TFunction,
): Promise<AssignmentResult> {
  const course = await findCourseBrief(ctx.db, courseIdOrSlug);
  if (!course)
    throw new AppError('NOT_FOUND', {
      params: { path: t('institutes:errors.course', { id: courseIdOrSlug }) },
    });
  if (course.state !== 'published')
    throw new AppError('COURSE_NOT_READY', { params: { reason: t('institutes:errors.courseNotPublished') } });
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now().toISOString();
      const inserted = await trx
        .insertInto('institute_courses')
        .values({
          id: randomUUID(),
          institute_id: institute.id,
          course_id: course.id,
          team_id: teamId,
          scope_key: teamId ?? '*',
          assigned_by: actorId,
          assigned_at: now,
          unassigned_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
        throw new AppError('ALREADY_EXISTS', {
          params: { what: t('institutes:errors.assignment', { course: course.title }) },
        });
      const userIds = await currentMembers(trx, institute.id, teamId);
      const roles = await findRolesOfUsers(trx, userIds);
      const result: AssignmentResult = { enrolled: 0, skipped: 0 };
      for (const userId of userIds) {
        const outcome = await enrolInCourse(
          trx,
          course.id,
          { id: userId, roles: roles.get(userId) ?? [] },
          now,
        );
        if (outcome === 'enrolled') result.enrolled += 1;
        else result.skipped += 1;
      }
      await recordAudit(trx, {
        actorId,
        action: 'institute.course.assign',
        target: { type: 'institute', id: institute.id },
        before: null,
        after: { course_id: course.id, team_id: teamId, ...result },
        at: ctx.now(),
      });
      if (dryRun) throw new DryRunDone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}

/** Stops new enrolments from an assignment; nobody's progress is touched. */
export async function unassignCourse(
  ctx: AppContext,
  actorId: string,
  institute: InstituteRow,
  courseIdOrSlug: string,
  teamId: string | null,
  t: TFunction,
): Promise<void> {
  const course = await findCourseBrief(ctx.db, courseIdOrSlug);
  const missing = () =>
    new AppError('NOT_FOUND', {
      params: { path: t('institutes:errors.assignment', { course: courseIdOrSlug }) },
    });
  if (!course) throw missing();
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('institute_courses')
      .set({ unassigned_at: ctx.now().toISOString() })
      .where('institute_id', '=', institute.id)
      .where('course_id', '=', course.id)
      .where('scope_key', '=', teamId ?? '*')
      .where('unassigned_at', 'is', null)
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) throw missing();
    await recordAudit(trx, {
      actorId,
      action: 'institute.course.unassign',
      target: { type: 'institute', id: institute.id },
      before: { course_id: course.id, team_id: teamId },
      after: null,
      at: ctx.now(),
    });
  });
}
