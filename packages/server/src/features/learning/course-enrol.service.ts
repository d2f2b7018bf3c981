import type { CourseEnrolBody, CourseEnrolRow } from '@ailab/core/contract/learning/enrol.schemas';
import type { BulkResponse } from '@ailab/core/contract/schemas/bulk';
import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { type BulkSpec, runBulk } from '../../bulk/run-bulk';
import { AppError } from '../../http/app-error';
import { findUserByEmail, type UserRow } from '../../identity/users.repository';
import { grantRoleWithin } from '../users/users.port';
import { admitLearner } from './admit-learner';
import { requireCourse } from './course-authoring.service';
import type { EnrolmentRow } from './course-mapper';
import { findEnrolment } from './enrolments.repository';

interface Admission {
  user: UserRow;
  withdrawn: EnrolmentRow | undefined;
  /** The account lacks the AI Learning role and the request gives it (`grant_role`). */
  grantRole: boolean;
}

/**
 * Enrols learners in a published course by email, on the
 * shared bulk pattern: `created` for a new enrolment, `updated` for a learner
 * who had withdrawn, `unchanged` for one already studying or done, `failed`
 * for an unknown or disabled account, a member without the AI Learning role,
 * or no seat left. An administrator may enrol while self-service enrolment is
 * closed; the capacity still holds (the same conditional seat update as a
 * learner's own sign-up). With `grant_role`, a member without the AI Learning
 * role is given it in the same transaction as the enrolment (a full course
 * gives no role), audited as a role change.
 */
export async function enrolLearners(
  ctx: AppContext,
  actorId: string,
  body: CourseEnrolBody,
  t: TFunction,
): Promise<BulkResponse> {
  const course = await requireCourse(ctx, body.course_id);
  if (course.state !== 'published')
    throw new AppError('COURSE_NOT_READY', { params: { reason: t('learning:enrol.notPublished') } });
  const spec: BulkSpec<CourseEnrolRow, Admission> = {
    key: (row) => row.email,
    async plan(trx, row) {
      const user = await findUserByEmail(trx, row.email);
      if (!user || user.disabled_at !== null)
        throw new AppError('NOT_FOUND', {
          params: { path: t('learning:enrol.account', { email: row.email }) },
        });
      const grantRole = !user.roles.includes(ROLE.learner);
      if (grantRole && !body.grant_role)
        throw new AppError('NOT_A_LEARNER', { params: { email: row.email } });
      const existing = await findEnrolment(trx, course.id, user.id);
      if (existing && existing.state !== 'withdrawn') return { outcome: 'unchanged' };
      return { outcome: existing ? 'updated' : 'created', data: { user, withdrawn: existing, grantRole } };
    },
    async apply(trx, _row, { data }) {
      const now = ctx.now();
      await admitLearner(trx, course.id, data.user.id, data.withdrawn, now.toISOString());
      if (data.grantRole) await grantRoleWithin(ctx, trx, { actorId, user: data.user, role: ROLE.learner });
      await recordAudit(trx, {
        actorId,
        action: 'course.enrol',
        target: { type: 'course', id: course.id },
        before: data.withdrawn ? { user_id: data.user.id, state: 'withdrawn' } : null,
        after: { user_id: data.user.id, state: 'active' },
        at: now,
      });
    },
  };
  return runBulk(ctx.db, body, spec, t);
}
