import type { ApiClient } from '@ailab/core/client/create-client';
import type { AdminCourse, EnrolmentState } from '@ailab/core/contract/learning/course.schemas';
import type { LearnerProgress } from '@ailab/core/contract/learning/lists.schemas';
import type { Translate } from '../i18n/translator';
import { collectPages, type ListPagesOptions } from './list-pages';

/** A course's figures as `admin/edu/course/progress` answers them. */
export interface CourseFigures {
  enrolled: number;
  completed: number;
  withdrawn: number;
  completion_rate: number | null;
  average_score: number | null;
}

/** The learners of a course (optionally in one state) with the course's figures, as a page. */
export interface CourseProgressReport {
  summary: CourseFigures;
  items: LearnerProgress[];
  total: number;
  next_cursor: string | null;
}

/** Follows the progress list of a course (to its end by default), keeping the figures sent with each page. */
export async function courseProgressReport(
  api: ApiClient,
  courseId: string,
  state?: EnrolmentState,
  paging: ListPagesOptions = { all: true },
): Promise<CourseProgressReport> {
  let summary: CourseFigures | null = null;
  const page = await collectPages(async (paging) => {
    const answer = await api.adminCourses.progress({
      course_id: courseId,
      ...(state ? { state } : {}),
      sort: 'name',
      ...paging,
    });
    summary = answer.summary;
    return answer;
  }, paging);
  const figures: CourseFigures = summary ?? {
    enrolled: 0,
    completed: 0,
    withdrawn: 0,
    completion_rate: null,
    average_score: null,
  };
  return { summary: figures, items: page.items, total: page.total, next_cursor: page.next_cursor };
}

/** The progress columns, in order: the CSV header keys and the table headers' translation keys. */
export const PROGRESS_COLUMNS = [
  'email',
  'name',
  'state',
  'percent',
  'units',
  'score',
  'enrolled',
  'completed',
] as const;

/** One learner as text cells, in {@link PROGRESS_COLUMNS} order. Dates stay ISO 8601 so files sort and parse. */
export function progressCells(learner: LearnerProgress): string[] {
  return [
    learner.email,
    learner.name,
    learner.state,
    String(learner.percent),
    `${learner.units_done}/${learner.unit_count}`,
    learner.score === null ? '' : String(learner.score),
    learner.enrolled_at,
    learner.completed_at ?? '',
  ];
}

/** "12 enrolled · 5 completed (42%) · 2 withdrawn · average score 81%", translated. */
export function figuresLine(figures: CourseFigures, t: Translate): string {
  const none = t('learning:cli.progress.none');
  return t('learning:cli.progress.figures', {
    enrolled: figures.enrolled,
    completed: figures.completed,
    rate: figures.completion_rate === null ? none : `${figures.completion_rate}%`,
    withdrawn: figures.withdrawn,
    score: figures.average_score === null ? none : `${figures.average_score}%`,
  });
}

/** A course as a list row: id, slug, state, enrolled, completion, units, title. */
export function courseListCells(course: AdminCourse): (string | number)[] {
  return [
    course.id,
    course.slug,
    course.state,
    course.capacity === null ? course.enrolled_count : `${course.enrolled_count}/${course.capacity}`,
    course.completion_rate === null ? '' : `${course.completion_rate}%`,
    course.unit_count,
    course.title,
  ];
}
