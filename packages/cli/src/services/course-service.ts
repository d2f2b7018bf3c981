import type { ApiClient } from '@ailab/core/client/create-client';
import type { AdminCourse, EnrolmentState } from '@ailab/core/contract/learning/course.schemas';
import type { LearnerProgress } from '@ailab/core/contract/learning/lists.schemas';
import type { Translate } from '../i18n/translator';
import { collectPages } from './list-pages';

/** A course's figures as `admin/edu/course/progress` answers them. */
export interface CourseFigures {
  enrolled: number;
  completed: number;
  withdrawn: number;
  completionRate: number | null;
  averageScore: number | null;
}

/** Every learner of a course (optionally in one state) with the course's figures. */
export interface CourseProgressReport {
  summary: CourseFigures;
  items: LearnerProgress[];
  total: number;
}

/** Follows the progress list of a course to its end, keeping the figures the server sends with each page. */
export async function courseProgressReport(
  api: ApiClient,
  courseId: string,
  state?: EnrolmentState,
): Promise<CourseProgressReport> {
  let summary: CourseFigures | null = null;
  const page = await collectPages(
    async (paging) => {
      const answer = await api.adminCourses.progress({
        courseId,
        ...(state ? { state } : {}),
        sort: 'name',
        ...paging,
      });
      summary = answer.summary;
      return answer;
    },
    { all: true },
  );
  const figures: CourseFigures = summary ?? {
    enrolled: 0,
    completed: 0,
    withdrawn: 0,
    completionRate: null,
    averageScore: null,
  };
  return { summary: figures, items: page.items, total: page.total };
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
    `${learner.unitsDone}/${learner.unitCount}`,
    learner.score === null ? '' : String(learner.score),
    learner.enrolledAt,
    learner.completedAt ?? '',
  ];
}

/** "12 enrolled · 5 completed (42%) · 2 withdrawn · average score 81%", translated. */
export function figuresLine(figures: CourseFigures, t: Translate): string {
  const none = t('learning:cli.progress.none');
  return t('learning:cli.progress.figures', {
    enrolled: figures.enrolled,
    completed: figures.completed,
    rate: figures.completionRate === null ? none : `${figures.completionRate}%`,
    withdrawn: figures.withdrawn,
    score: figures.averageScore === null ? none : `${figures.averageScore}%`,
  });
}

/** A course as a list row: id, slug, state, enrolled, completion, units, title. */
export function courseListCells(course: AdminCourse): (string | number)[] {
  return [
    course.id,
    course.slug,
    course.state,
    course.capacity === null ? course.enrolledCount : `${course.enrolledCount}/${course.capacity}`,
    course.completionRate === null ? '' : `${course.completionRate}%`,
    course.unitCount,
    course.title,
  ];
}
