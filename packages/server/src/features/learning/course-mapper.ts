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
import type { QuestionWithKey, QuizWithKey, RevealAnswers } from '@ailab/core/contract/learning/quiz.schemas';
import type { Selectable } from 'kysely';
import type { CoursesTable, CourseUnitsTable, EnrolmentsTable, QuizzesTable } from './learning.tables';

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
    cover_url: row.cover_url,
    level: row.level as CourseLevel,
    tags: parseTags(row.tags),
    language: row.language,
    estimated_minutes: row.estimated_minutes,
    state: row.state as CourseState,
    enrolment_open: row.enrolment_open === 1,
    capacity: row.capacity,
    enrolled_count: row.enrolled_count,
    unit_count: row.unit_count,
    rating: {
      average: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
      count: row.rating_count,
    },
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

export function courseRowToCourse(row: CourseRow): Course {
  return { ...courseRowToSummary(row), description: row.description, created_at: row.created_at };
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
    estimated_minutes: row.estimated_minutes,
    quiz: quiz
      ? {
          id: quiz.id,
          title: quiz.title,
          required: quiz.required === 1,
          question_count: quizQuestions(quiz).length,
        }
      : null,
  };
}

export function unitRowToUnit(row: UnitRow, quiz: QuizRow | undefined): Unit {
  return {
    ...unitRowToOutline(row, quiz),
    course_id: row.course_id,
    content: row.content,
    updated_at: row.updated_at,
  };
}

export function quizRowToQuizWithKey(row: QuizRow): QuizWithKey {
  return {
    id: row.id,
    course_id: row.course_id,
    unit_id: row.unit_id,
    title: row.title,
    pass_percent: row.pass_percent,
    max_attempts: row.max_attempts,
    shuffle: row.shuffle === 1,
    required: row.required === 1,
    reveal_answers: row.reveal_answers as RevealAnswers,
    max_points: row.max_points,
    questions: quizQuestions(row),
    updated_at: row.updated_at,
  };
}

export function enrolmentRowToEnrolment(row: EnrolmentRow): Enrolment {
  return {
    course_id: row.course_id,
    state: row.state as EnrolmentState,
    enrolled_at: row.enrolled_at,
    completed_at: row.completed_at,
    withdrawn_at: row.withdrawn_at,
  };
}
