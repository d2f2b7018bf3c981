import type { CourseEnrolRow, CourseUnenrolBody } from '@ailab/core/contract/learning/enrol.schemas';
import type { BulkResponse } from '@ailab/core/contract/schemas/bulk';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { type BulkSpec, runBulk } from '../../bulk/run-bulk';
import { AppError } from '../../http/app-error';
import { findUserByEmail } from '../../identity/users.repository';
import { requireCourse } from './course-authoring.service';
import type { EnrolmentRow } from './course-mapper';
import { releaseSeat } from './courses.repository';
import { findEnrolment, moveEnrolment } from './enrolments.repository';

/**
 * Withdraws learners from a course by email, on the shared bulk pattern, as a learner's own
 * withdrawal does: the enrolment becomes `withdrawn` and its seat is freed; units done, quiz
 * attempts and notes stay, so enrolling again resumes them. `updated` for a withdrawal,
 * `unchanged` for one already withdrawn, `failed` for an unknown account, one never enrolled,
 * or a completed course (its certificate stands). Any course state: an archived course's
 * learners can be withdrawn too.
 */
export async function unenrolLearners(
  ctx: AppContext,
  actorId: string,
  body: CourseUnenrolBody,
  t: TFunction,
): Promise<BulkResponse> {
  const course = await requireCourse(ctx, body.course_id);
  const spec: BulkSpec<CourseEnrolRow, EnrolmentRow> = {
    key: (row) => row.email,
    async plan(trx, row) {
      const user = await findUserByEmail(trx, row.email);
      if (!user)
        throw new AppError('NOT_FOUND', {
          params: { path: t('learning:enrol.account', { email: row.email }) },
        });
      const enrolment = await findEnrolment(trx, course.id, user.id);
      if (!enrolment)
        throw new AppError('NOT_ENROLLED', {
          messageKey: 'learning:unenrol.notEnrolled',
          params: { email: row.email },
        });
      if (enrolment.state === 'withdrawn') return { outcome: 'unchanged' };
      if (enrolment.state === 'completed')
        throw new AppError('CONFLICT', {
          messageKey: 'learning:unenrol.completed',
          params: { email: row.email },
        });
      return { outcome: 'updated', data: enrolment };
    },
    async apply(trx, _row, { data }) {
      const now = ctx.now();
      // The same conditional move as a learner's own withdrawal: a parallel one frees the seat once.
      const moved = await moveEnrolment(trx, data.id, 'active', {
        state: 'withdrawn',
        withdrawn_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      if (!moved) return;
      await releaseSeat(trx, course.id);
      await recordAudit(trx, {
        actorId,
        action: 'course.unenrol',
        target: { type: 'course', id: course.id },
        before: { user_id: data.user_id, state: 'active' },
        after: { user_id: data.user_id, state: 'withdrawn' },
        at: now,
      });
    },
  };
  return runBulk(ctx.db, body, spec, t);
}
