import type {
  StudyCompleteResult,
  StudyOutline,
  StudyUnitContent,
  UnitAccess,
} from '@ailab/core/contract/learning/study.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findCertificateCode } from './certificates.repository';
import { completeCourseIfDone } from './course-completion';
import { courseRowToSummary, enrolmentRowToEnrolment, unitRowToUnit } from './course-mapper';
import { markUnitDone } from './progress.repository';
import {
  isStudying,
  loadStudyState,
  locateUnit,
  progressOf,
  requireStudying,
  type StudyState,
  studyUnits,
} from './study-state';
import { findUnitById } from './units.repository';

/** The outline of a course I study, with what is done and locked. */
export async function studyOutline(ctx: AppContext, caller: Caller, courseId: string): Promise<StudyOutline> {
  const [state, code] = await Promise.all([
    loadStudyState(ctx.db, caller.user.id, courseId),
    findCertificateCode(ctx.db, courseId, caller.user.id),
  ]);
  const enrolment = requireStudying(state);
  const units = studyUnits(state);
  return {
    course: courseRowToSummary(state.course),
    enrolment: enrolmentRowToEnrolment(enrolment),
    progress: progressOf(units, code),
    units,
  };
}

async function stateOfUnit(ctx: AppContext, caller: Caller, unitId: string): Promise<StudyState> {
  const unit = await findUnitById(ctx.db, unitId);
  if (!unit) throw new AppError('NOT_FOUND', { params: { path: `unit ${unitId}` } });
  return loadStudyState(ctx.db, caller.user.id, unit.course_id);
}

/** Whether a unit is open to me, without revealing its content. */
export async function verifyUnitAccess(ctx: AppContext, caller: Caller, unitId: string): Promise<UnitAccess> {
  const unit = await findUnitById(ctx.db, unitId);
  if (!unit) throw new AppError('NOT_FOUND', { params: { path: `unit ${unitId}` } });
  let state: StudyState;
  try {
    state = await loadStudyState(ctx.db, caller.user.id, unit.course_id);
  } catch {
    return { unit_id: unitId, allowed: false, reason: 'course_unavailable', blocking_unit_id: null };
  }
  if (!isStudying(state))
    return { unit_id: unitId, allowed: false, reason: 'not_enrolled', blocking_unit_id: null };
  const units = studyUnits(state);
  const { unit: target } = locateUnit(units, unitId);
  if (!target.locked) return { unit_id: unitId, allowed: true, reason: null, blocking_unit_id: null };
  const blocking = units.find((candidate) => !candidate.done);
  return { unit_id: unitId, allowed: false, reason: 'locked', blocking_unit_id: blocking?.id ?? null };
}

/** Checks that a unit is open to the learner; answers the unit's place in the outline. */
export function requireOpenUnit(state: StudyState, unitId: string) {
  requireStudying(state);
  const units = studyUnits(state);
  const located = locateUnit(units, unitId);
  if (located.unit.locked) throw new AppError('UNIT_LOCKED');
  return { ...located, units };
}

/** A unit's content, when it is open to me. */
export async function studyUnitContent(
  ctx: AppContext,
  caller: Caller,
  unitId: string,
): Promise<StudyUnitContent> {
  const state = await stateOfUnit(ctx, caller, unitId);
  const { unit, previous, next } = requireOpenUnit(state, unitId);
  const row = state.units.find((candidate) => candidate.id === unitId);
  if (!row) throw new AppError('NOT_FOUND', { params: { path: `unit ${unitId}` } });
  return {
    unit: unitRowToUnit(row, state.quizByUnit.get(unitId)),
    done: unit.done,
    previous_unit_id: previous?.id ?? null,
    next_unit_id: next?.id ?? null,
    quiz_standing: unit.quiz_standing,
  };
}

/** Marks a unit done (its required quiz must be passed) and completes the course when all units are. */
export async function completeUnit(
  ctx: AppContext,
  caller: Caller,
  unitId: string,
): Promise<StudyCompleteResult> {
  const unit = await findUnitById(ctx.db, unitId);
  if (!unit) throw new AppError('NOT_FOUND', { params: { path: `unit ${unitId}` } });
  const now = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await loadStudyState(trx, caller.user.id, unit.course_id);
    const { unit: target, next } = requireOpenUnit(before, unitId);
    const quiz = before.quizByUnit.get(unitId);
    if (quiz && quiz.required === 1 && !target.quiz_standing?.passed) throw new AppError('QUIZ_NOT_PASSED');
    await markUnitDone(trx, {
      user_id: caller.user.id,
      unit_id: unitId,
      course_id: unit.course_id,
      completed_at: now,
    });
    const after = await loadStudyState(trx, caller.user.id, unit.course_id);
    const code = await completeCourseIfDone(trx, after, caller.user.id, now);
    return { unit_id: unitId, progress: progressOf(studyUnits(after), code), next_unit_id: next?.id ?? null };
  });
}
