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
  unitCount: number;
  /** The administrators' figures, in their list only. */
  enrolledCount?: number;
  completionRate?: number | null;
}

/** One unit of an outline; `done` and `locked` are null outside a course I study. */
export interface OutlineUnit {
  id: string;
  position: number;
  title: string;
  done: boolean | null;
  locked: boolean | null;
  quizTitle: string | null;
  bestPercent: number | null;
}

/** A course opened from a list. */
export interface CourseDetail {
  title: string;
  summary: string;
  units: OutlineUnit[];
  /** Mine, when I study it. */
  progress: CourseProgress | null;
  /** Seats left in a catalogue course with a capacity. */
  seatsLeft: number | null;
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
      unitCount: progress.unitCount,
    }));
  }
  if (tab === 'all') {
    const { items } = await api.studentCourses.listing({ sort: 'title', limit: LIST_LIMIT });
    return items.map((course) => {
      const enrolled = course.myState === 'active' || course.myState === 'completed';
      const full = course.capacity !== null && course.enrolledCount >= course.capacity;
      const status: CourseStatus =
        course.myState === 'active'
          ? 'studying'
          : course.myState === 'completed'
            ? 'completed'
            : !course.enrolmentOpen
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
        unitCount: course.unitCount,
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
    unitCount: course.unitCount,
    enrolledCount: course.enrolledCount,
    completionRate: course.completionRate,
  }));
}

async function loadDetail(api: ApiClient, line: CourseLine, tab: LearningTab): Promise<CourseDetail> {
  if (line.enrolled) {
    const outline = await api.studentStudy.units({ courseId: line.id });
    return {
      title: outline.course.title,
      summary: outline.course.summary,
      progress: outline.progress,
      seatsLeft: null,
      units: outline.units.map((unit) => ({
        id: unit.id,
        position: unit.position,
        title: unit.title,
        done: unit.done,
        locked: unit.locked,
        quizTitle: unit.quiz?.title ?? null,
        bestPercent: unit.quizStanding?.bestPercent ?? null,
      })),
    };
  }
  const { course, units, seatsLeft } =
    tab === 'admin'
      ? { ...(await api.adminCourses.unitKeys({ courseId: line.id })), seatsLeft: null }
      : await api.open.course({ courseId: line.id });
  return {
    title: course.title,
    summary: course.summary,
    progress: null,
    seatsLeft,
    units: units.map((unit) => ({
      id: unit.id,
      position: unit.position,
      title: unit.title,
      done: null,
      locked: null,
      quizTitle: unit.quiz?.title ?? null,
      bestPercent: null,
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
      (await api.adminCourses.progress({ courseId, limit: 1 })).summary;
  return loaders;
}
