import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserById } from '../../identity/users.repository';
import { notify } from '../../notifications/notify';
import { findCertificateCode, insertCertificate } from './certificates.repository';
import { countCompletion } from './courses.repository';
import { moveEnrolment } from './enrolments.repository';
import { type StudyState, studyUnits } from './study-state';

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A verification code such as `AIL-7KQ2-M9XD-4T3P`: 12 random characters of an unambiguous alphabet. */
export function newCertificateCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `AIL-${group()}-${group()}-${group()}`;
}

/** Mean of the best percentages over the course's quizzes; null for a course without quizzes. */
function courseScore(state: StudyState): number | null {
  const bests = [...state.quizByUnit.values()].map((quiz) =>
    Math.max(0, ...(state.attemptsByQuiz.get(quiz.id) ?? []).map((attempt) => attempt.percent)),
  );
  return bests.length === 0 ? null : Math.round(bests.reduce((sum, value) => sum + value, 0) / bests.length);
}

/**
 * Completes the course when every unit is done (required quizzes passed):
 * moves the enrolment to completed and issues the certificate, once. Run
 * inside the transaction that recorded the progress; answers the certificate code.
 */
export async function completeCourseIfDone(
  trx: Kysely<Database>,
  state: StudyState,
  userId: string,
  now: string,
): Promise<string | null> {
  const existing = await findCertificateCode(trx, state.course.id, userId);
  if (existing) return existing;
  const units = studyUnits(state);
  const enrolment = state.enrolment;
  if (!enrolment || units.length === 0 || units.some((unit) => !unit.done)) return null;
  const moved = await moveEnrolment(trx, enrolment.id, 'active', {
    state: 'completed',
    completed_at: now,
    updated_at: now,
  });
  if (!moved) return null;
  await countCompletion(trx, state.course.id);
  const user = await findUserById(trx, userId);
  const code = newCertificateCode();
  await insertCertificate(trx, {
    code,
    course_id: state.course.id,
    user_id: userId,
    learner_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    course_title: state.course.title,
    score_percent: courseScore(state),
    issued_at: now,
  });
  await notify(trx, {
    userId,
    kind: 'course.completed',
    params: { course: state.course.title },
    link: `/ailab/my-education/mylearning/${state.course.id}`,
    at: new Date(now),
  });
  return code;
}
