import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { EnrolmentRow } from './course-mapper';
import { takeSeat } from './courses.repository';
import { insertEnrolment, moveEnrolment } from './enrolments.repository';

/**
 * Takes a seat (one conditional update, so parallel admissions never pass the
 * capacity) and makes the learner's enrolment active: a new row, or the
 * withdrawn one again. Runs in the caller's transaction; `COURSE_FULL` when no
 * seat is left.
 */
export async function admitLearner(
  trx: Kysely<Database>,
  courseId: string,
  userId: string,
  withdrawn: EnrolmentRow | undefined,
  now: string,
): Promise<void> {
  if (!(await takeSeat(trx, courseId, now))) throw new AppError('COURSE_FULL');
  if (withdrawn) {
    await moveEnrolment(trx, withdrawn.id, 'withdrawn', {
      state: 'active',
      enrolled_at: now,
      withdrawn_at: null,
      updated_at: now,
    });
    return;
  }
  await insertEnrolment(trx, {
    id: randomUUID(),
    course_id: courseId,
    user_id: userId,
    state: 'active',
    enrolled_at: now,
    completed_at: null,
    withdrawn_at: null,
    updated_at: now,
  });
}
