import type { CourseProgress, StudyUnit } from '@ailab/core/contract/learning/study.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  type CourseRow,
  type EnrolmentRow,
  type QuizRow,
  type UnitRow,
  unitRowToOutline,
} from './course-mapper';
import { loadCourseUnits } from './course-units';
import { findCourseById } from './courses.repository';
import { findEnrolment } from './enrolments.repository';
import { type AttemptRow, doneUnitIds, listCourseAttempts } from './progress.repository';
import { standingOf } from './quiz-grading';

/** Everything about one learner in one course that the study rules need. */
export interface StudyState {
  course: CourseRow;
  enrolment: EnrolmentRow | undefined;
  units: UnitRow[];
  quizByUnit: Map<string, QuizRow>;
  marked: Set<string>;
  attemptsByQuiz: Map<string, AttemptRow[]>;
}

/** Loads a course a learner may see: published, or archived with an enrolment. Drafts are not found. */
export async function loadStudyState(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<StudyState> {
  // Independent reads run together: on PostgreSQL each is a round trip (better-sqlite3 answers at once anyway).
  const [course, enrolment] = await Promise.all([
    findCourseById(db, courseId),
    findEnrolment(db, courseId, userId),
  ]);
  const visible = course && (course.state === 'published' || (course.state === 'archived' && enrolment));
  if (!course || !visible) throw new AppError('NOT_FOUND', { params: { path: `course ${courseId}` } });
  const [{ units, quizByUnit }, marked, attempts] = await Promise.all([
    loadCourseUnits(db, courseId),
    doneUnitIds(db, userId, courseId),
    listCourseAttempts(db, userId, courseId),
  ]);
  const attemptsByQuiz = new Map<string, AttemptRow[]>();
  for (const attempt of attempts)
    attemptsByQuiz.set(attempt.quiz_id, [...(attemptsByQuiz.get(attempt.quiz_id) ?? []), attempt]);
  return { course, enrolment, units, quizByUnit, marked, attemptsByQuiz };
}

/** True when the learner may study: an active or completed enrolment. */
export function isStudying(state: StudyState): boolean {
  return state.enrolment?.state === 'active' || state.enrolment?.state === 'completed';
}

export function requireStudying(state: StudyState): EnrolmentRow {
  if (!state.enrolment || !isStudying(state)) throw new AppError('NOT_ENROLLED');
  return state.enrolment;
}

/**
 * The outline with each unit's state. A unit is done when marked done and,
 * if its quiz is required, that quiz is passed. Units open in order: a unit is
 * locked while any unit before it is not done (sequential progress).
 */
export function studyUnits(state: StudyState): StudyUnit[] {
  let open = true;
  return state.units.map((unit) => {
    const quiz = state.quizByUnit.get(unit.id);
    const quizStanding = quiz ? standingOf(quiz, state.attemptsByQuiz.get(quiz.id) ?? []) : null;
    const done = state.marked.has(unit.id) && (!quiz || quiz.required === 0 || quizStanding?.passed === true);
    const locked = !open;
    if (!done) open = false;
    return { ...unitRowToOutline(unit, quiz), done, locked, quiz_standing: quizStanding };
  });
}

export function progressOf(units: readonly StudyUnit[], certificateCode: string | null): CourseProgress {
  const unitsDone = units.filter((unit) => unit.done).length;
  return {
    units_done: unitsDone,
    unit_count: units.length,
    percent: units.length === 0 ? 0 : Math.floor((unitsDone * 100) / units.length),
    completed: units.length > 0 && unitsDone === units.length,
    certificate_code: certificateCode,
  };
}

/** The unit and its neighbours in the outline, or NOT_FOUND. */
export function locateUnit(units: readonly StudyUnit[], unitId: string) {
  const index = units.findIndex((unit) => unit.id === unitId);
  const unit = units[index];
  if (!unit) throw new AppError('NOT_FOUND', { params: { path: `unit ${unitId}` } });
  return { unit, previous: units[index - 1] ?? null, next: units[index + 1] ?? null };
}
