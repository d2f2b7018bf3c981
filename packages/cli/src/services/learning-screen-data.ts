import type { ApiClient } from '@ailab/core/client/create-client';
import type { CourseProgress } from '@ailab/core/contract/learning/study.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { CourseFigures } from './course-service';

/** The lists of the learning screen: my courses, the members' catalogue, every course for administrators. */
export type LearningTab = 'mine' | 'all' | 'admin';

/** Why a course line reads as it does; the screen translates it. */
export type CourseStatus =
  | 'studying'
  | 'completed'
  | 'withdrawn'
  | 'open'
  | 'closed'
  | 'full'
  | 'draft'
  | 'published'
  | 'archived';

/** One course of a list. */
export interface CourseLine {
  id: string;
  title: string;
  status: CourseStatus;
  /** My progress (0–100) in my courses; null elsewhere. */
  percent: number | null;
  /** Whether I study it, so its outline shows my done and locked marks. */
  enrolled: boolean;
  unit_count: number;
  /** The administrators' figures, in their list only. */
  enrolled_count?: number;
  completion_rate?: number | null;
}

/** One unit of an outline; `done` and `locked` are null outside a course I study. */
export interface OutlineUnit {
  id: string;
  position: number;
  title: string;
  done: boolean | null;
  locked: boolean | null;
  quizTitle: string | null;
  best_percent: number | null;
}

/** A course opened from a list. */
export interface CourseDetail {
  title: string;
  summary: string;
  units: OutlineUnit[];
  /** Mine, when I study it. */
  progress: CourseProgress | null;
  /** Seats left in a catalogue course with a capacity. */
  seats_left: number | null;
}

/** What the learning screen loads, for the tabs this person may open. */
export interface LearningLoaders {
  tabs: LearningTab[];
  loadTab(tab: LearningTab): Promise<CourseLine[]>;
  loadDetail(line: CourseLine, tab: LearningTab): Promise<CourseDetail>;
  /** Present for administrators: a course's enrolment and completion figures. */
  loadFigures?: (courseId: string) => Promise<CourseFigures>;
}

/** The tabs for these roles: learners get theirs and the catalogue, administrators every course. */
export function learningTabs(roles: readonly number[]): LearningTab[] {
  const tabs: LearningTab[] = [];
  if (roles.includes(ROLE.learner)) tabs.push('mine', 'all');
  if (roles.includes(ROLE.admin)) tabs.push('admin');
  return tabs;
}

const LIST_LIMIT = 100;

async function loadTab(api: ApiClient, tab: LearningTab): Promise<CourseLine[]> {
  if (tab === 'mine') {
    const { items } = await api.studentCourses.selected({});
    return items.map(({ course, enrolment, progress }) => ({
      id: course.id,
      title: course.title,
      status: enrolment.state === 'completed' ? 'completed' : 'studying',
      percent: progress.percent,
      enrolled: true,
      unit_count: progress.unit_count,
    }));
  }
  if (tab === 'all') {
    const { items } = await api.studentCourses.listing({ sort: 'title', limit: LIST_LIMIT });
    return items.map((course) => {
      const enrolled = course.my_state === 'active' || course.my_state === 'completed';
      const full = course.capacity !== null && course.enrolled_count >= course.capacity;
      const status: CourseStatus =
        course.my_state === 'active'
          ? 'studying'
          : course.my_state === 'completed'
            ? 'completed'
            : !course.enrolment_open
              ? 'closed'
              : full
                ? 'full'
                : 'open';
      return {
        id: course.id,
        title: course.title,
        status,
        percent: null,
        enrolled,
        unit_count: course.unit_count,
      };
    });
  }
  const { items } = await api.adminCourses.listing({ sort: 'title', limit: LIST_LIMIT });
  return items.map((course) => ({
    id: course.id,
    title: course.title,
    status: course.state,
    percent: null,
    enrolled: false,
    unit_count: course.unit_count,
    enrolled_count: course.enrolled_count,
    completion_rate: course.completion_rate,
  }));
}

async function loadDetail(api: ApiClient, line: CourseLine, tab: LearningTab): Promise<CourseDetail> {
  if (line.enrolled) {
    const outline = await api.studentStudy.units({ course_id: line.id });
    return {
      title: outline.course.title,
      summary: outline.course.summary,
      progress: outline.progress,
      seats_left: null,
      units: outline.units.map((unit) => ({
        id: unit.id,
        position: unit.position,
        title: unit.title,
        done: unit.done,
        locked: unit.locked,
        quizTitle: unit.quiz?.title ?? null,
        best_percent: unit.quiz_standing?.best_percent ?? null,
      })),
    };
  }
  const {
    course,
    units,
    seats_left: seatsLeft,
  } = tab === 'admin'
    ? { ...(await api.adminCourses.unitKeys({ course_id: line.id })), seats_left: null }
    : await api.open.course({ course_id: line.id });
  return {
    title: course.title,
    summary: course.summary,
    progress: null,
    seats_left: seatsLeft,
    units: units.map((unit) => ({
      id: unit.id,
      position: unit.position,
      title: unit.title,
      done: null,
      locked: null,
      quizTitle: unit.quiz?.title ?? null,
      best_percent: null,
    })),
  };
}

/** The loaders of the learning screen over the typed client, for a person with these roles. */
export function learningLoaders(api: ApiClient, roles: readonly number[]): LearningLoaders {
  const loaders: LearningLoaders = {
    tabs: learningTabs(roles),
    loadTab: (tab) => loadTab(api, tab),
    loadDetail: (line, tab) => loadDetail(api, line, tab),
  };
  if (roles.includes(ROLE.admin))
    loaders.loadFigures = async (courseId) =>
      (await api.adminCourses.progress({ course_id: courseId, limit: 1 })).summary;
  return loaders;
}
