import type { Enrolment } from '@ailab/core/contract/learning/course.schemas';
import type { MyCourse } from '@ailab/core/contract/learning/study.schemas';
import type { AppContext } from '../../app-context';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { admitLearner } from './admit-learner';
import { findCertificateCode } from './certificates.repository';
import { courseRowToSummary, enrolmentRowToEnrolment } from './course-mapper';
import { findCourseById, releaseSeat } from './courses.repository';
import { findEnrolment, listUserEnrolments, moveEnrolment } from './enrolments.repository';
import { loadStudyState, progressOf, studyUnits } from './study-state';

interface SignupResult {
  enrolment: Enrolment;
  changed: boolean;
}

async function enrol(ctx: AppContext, userId: string, courseId: string): Promise<SignupResult> {
  const now = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const course = await findCourseById(trx, courseId);
    if (course?.state !== 'published')
      throw new AppError('NOT_FOUND', { params: { path: `course ${courseId}` } });
    const existing = await findEnrolment(trx, courseId, userId);
    if (existing && existing.state !== 'withdrawn')
      return { enrolment: enrolmentRowToEnrolment(existing), changed: false };
    if (course.enrolment_open !== 1) throw new AppError('ENROLMENT_CLOSED');
    await admitLearner(trx, courseId, userId, existing, now);
    const saved = await findEnrolment(trx, courseId, userId);
    if (!saved) throw new AppError('INTERNAL');
    return { enrolment: enrolmentRowToEnrolment(saved), changed: true };
  });
}

async function withdraw(ctx: AppContext, userId: string, courseId: string): Promise<SignupResult> {
  const now = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await findEnrolment(trx, courseId, userId);
    if (!existing) throw new AppError('NOT_ENROLLED');
    if (existing.state === 'withdrawn')
      return { enrolment: enrolmentRowToEnrolment(existing), changed: false };
    // A completed course keeps its certificate; there is nothing to withdraw from.
    if (existing.state === 'completed') throw new AppError('CONFLICT');
    if (
      await moveEnrolment(trx, existing.id, 'active', {
        state: 'withdrawn',
        withdrawn_at: now,
        updated_at: now,
      })
    )
      await releaseSeat(trx, courseId);
    const saved = await findEnrolment(trx, courseId, userId);
    if (!saved) throw new AppError('INTERNAL');
    return { enrolment: enrolmentRowToEnrolment(saved), changed: true };
  });
}

/**
 * Enrols in a published, open course while seats last, or withdraws. The seat
 * is taken by one conditional update inside the transaction, so parallel
 * sign-ups never pass the capacity on either database.
 */
export async function signUpForCourse(
  ctx: AppContext,
  caller: Caller,
  body: { course_id: string; action: 'enrol' | 'withdraw' },
): Promise<SignupResult> {
  if (body.action === 'withdraw') return withdraw(ctx, caller.user.id, body.course_id);
  try {
    return await enrol(ctx, caller.user.id, body.course_id);
  } catch (error) {
    // The same learner's parallel request enrolled first: theirs stands.
    if (uniqueViolation(error) === undefined) throw error;
    const existing = await findEnrolment(ctx.db, body.course_id, caller.user.id);
    if (!existing) throw error;
    return { enrolment: enrolmentRowToEnrolment(existing), changed: false };
  }
}

/** My courses (studying or completed) with progress, newest enrolment first. */
export async function myCourses(
  ctx: AppContext,
  caller: Caller,
  courseId?: string,
): Promise<{ items: MyCourse[] }> {
  const enrolments = (await listUserEnrolments(ctx.db, caller.user.id)).filter(
    (row) => row.state !== 'withdrawn' && (!courseId || row.course_id === courseId),
  );
  const items: MyCourse[] = [];
  for (const row of enrolments) {
    const course = await findCourseById(ctx.db, row.course_id);
    if (!course || course.state === 'draft') continue;
    const state = await loadStudyState(ctx.db, caller.user.id, row.course_id);
    const units = studyUnits(state);
    const code = await findCertificateCode(ctx.db, row.course_id, caller.user.id);
    items.push({
      course: courseRowToSummary(state.course),
      enrolment: enrolmentRowToEnrolment(row),
      progress: progressOf(units, code),
      next_unit_id: units.find((unit) => !unit.done)?.id ?? null,
    });
  }
  return { items };
}

/** Every enrolment of mine, withdrawn ones included, with the course's title. */
export async function mySignups(ctx: AppContext, caller: Caller) {
  const rows = await ctx.db
    .selectFrom('enrolments')
    .innerJoin('courses', 'courses.id', 'enrolments.course_id')
    .selectAll('enrolments')
    .select(['courses.title as course_title', 'courses.slug as course_slug'])
    .where('enrolments.user_id', '=', caller.user.id)
    .where('courses.state', '!=', 'draft')
    .orderBy('enrolments.enrolled_at', 'desc')
    .orderBy('enrolments.id')
    .execute();
  return {
    items: rows.map((row) => ({
      ...enrolmentRowToEnrolment(row),
      course_title: row.course_title,
      course_slug: row.course_slug,
    })),
  };
}
