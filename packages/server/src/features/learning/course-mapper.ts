import type {
  Course,
  CourseLevel,
  CourseState,
  CourseSummary,
  Enrolment,
  EnrolmentState,
  Unit,
  UnitOutline,
} from '@ailab/core/contract/learning/course.schemas';
import type { QuestionWithKey, QuizWithKey } from '@ailab/core/contract/learning/quiz.schemas';
import type { Selectable } from 'kysely';
import type { CoursesTable, CourseUnitsTable, EnrolmentsTable, QuizzesTable } from '../../db/schema-learning';

export type CourseRow = Selectable<CoursesTable>;
export type UnitRow = Selectable<CourseUnitsTable>;
export type QuizRow = Selectable<QuizzesTable>;
export type EnrolmentRow = Selectable<EnrolmentsTable>;

function parseTags(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
}

export function courseRowToSummary(row: CourseRow): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverUrl: row.cover_url,
    level: row.level as CourseLevel,
    tags: parseTags(row.tags),
    language: row.language,
    estimatedMinutes: row.estimated_minutes,
    state: row.state as CourseState,
    enrolmentOpen: row.enrolment_open === 1,
    capacity: row.capacity,
    enrolledCount: row.enrolled_count,
    unitCount: row.unit_count,
    rating: {
      average: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
      count: row.rating_count,
    },
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

export function courseRowToCourse(row: CourseRow): Course {
  return { ...courseRowToSummary(row), description: row.description, createdAt: row.created_at };
}

/** The stored questions of a quiz, with their key. */
export function quizQuestions(row: QuizRow): QuestionWithKey[] {
  return JSON.parse(row.questions) as QuestionWithKey[];
}

export function unitRowToOutline(row: UnitRow, quiz: QuizRow | undefined): UnitOutline {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    position: row.position,
    estimatedMinutes: row.estimated_minutes,
    quiz: quiz
      ? {
          id: quiz.id,
          title: quiz.title,
          required: quiz.required === 1,
          questionCount: quizQuestions(quiz).length,
        }
      : null,
  };
}

export function unitRowToUnit(row: UnitRow, quiz: QuizRow | undefined): Unit {
  return {
    ...unitRowToOutline(row, quiz),
    courseId: row.course_id,
    content: row.content,
    updatedAt: row.updated_at,
  };
}

export function quizRowToQuizWithKey(row: QuizRow): QuizWithKey {
  return {
    id: row.id,
    courseId: row.course_id,
    unitId: row.unit_id,
    title: row.title,
    passPercent: row.pass_percent,
    maxAttempts: row.max_attempts,
    shuffle: row.shuffle === 1,
    required: row.required === 1,
    maxPoints: row.max_points,
    questions: quizQuestions(row),
    updatedAt: row.updated_at,
  };
}

export function enrolmentRowToEnrolment(row: EnrolmentRow): Enrolment {
  return {
    courseId: row.course_id,
    state: row.state as EnrolmentState,
    enrolledAt: row.enrolled_at,
    completedAt: row.completed_at,
    withdrawnAt: row.withdrawn_at,
  };
}
