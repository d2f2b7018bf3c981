import type { CourseProgress, ProgressStatus } from '@ailab/core/contract/institutes/progress.schemas';
import { STALLED_AFTER_DAYS } from '@ailab/core/contract/institutes/progress.schemas';
import type { LearnerCourseFacts } from '../learning/learning.port';

const DAY_MS = 86_400_000;

/**
 * One learner's status in one course: completed when learning says so; not started before any
 * study (and within the grace of a fresh enrolment); stalled after `stalledAfterDays` (default
 * `STALLED_AFTER_DAYS`) without
 * study activity (counted from the enrolment when nothing was studied yet); active otherwise.
 */
export function courseStatus(
  facts: LearnerCourseFacts,
  now: Date,
  stalledAfterDays = STALLED_AFTER_DAYS,
): ProgressStatus {
  if (facts.enrolment_state === 'completed') return 'completed';
  const enrolled = facts.enrolment_state === 'active';
  if (!facts.last_study_at && !enrolled) return 'not_started';
  const since = facts.last_study_at ?? facts.enrolled_at;
  const idle = since ? now.getTime() - new Date(since).getTime() : 0;
  if (idle > stalledAfterDays * DAY_MS) return 'stalled';
  return facts.last_study_at ? 'active' : 'not_started';
}

export function courseProgress(
  facts: LearnerCourseFacts,
  unitCount: number,
  now: Date,
  stalledAfterDays = STALLED_AFTER_DAYS,
): CourseProgress {
  return {
    course_id: facts.course_id,
    status: courseStatus(facts, now, stalledAfterDays),
    enrolled: facts.enrolment_state === 'active' || facts.enrolment_state === 'completed',
    units_done: facts.units_done,
    unit_count: unitCount,
    percent: unitCount > 0 ? Math.min(100, Math.round((facts.units_done * 100) / unitCount)) : 0,
    last_activity_at: facts.last_study_at,
    quiz_average: facts.quiz_average,
    certificate_code: facts.certificate_code,
  };
}

/** A learner's overall status: stalled if any course is; completed when all are; active when any is under way. */
export function overallStatus(courses: readonly CourseProgress[]): ProgressStatus {
  if (courses.length === 0) return 'not_started';
  if (courses.some((course) => course.status === 'stalled')) return 'stalled';
  if (courses.every((course) => course.status === 'completed')) return 'completed';
  if (courses.some((course) => course.status === 'active' || course.status === 'completed')) return 'active';
  return 'not_started';
}
