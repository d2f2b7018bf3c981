/** Row types of the AI learning tables (migration 2026-11-23-0400). Booleans are 0/1 integers. */
export interface CoursesTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  cover_url: string | null;
  level: string;
  /** JSON array of strings. */
  tags: string;
  language: string;
  estimated_minutes: number;
  state: string;
  enrolment_open: number;
  capacity: number | null;
  /** Active and completed enrolments; kept in step with `enrolments` inside one transaction. */
  enrolled_count: number;
  completed_count: number;
  unit_count: number;
  rating_sum: number;
  rating_count: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface CourseUnitsTable {
  id: string;
  course_id: string;
  slug: string;
  position: number;
  title: string;
  content: string;
  estimated_minutes: number;
  created_at: string;
  updated_at: string;
}

export interface QuizzesTable {
  id: string;
  course_id: string | null;
  unit_id: string | null;
  title: string;
  pass_percent: number;
  max_attempts: number | null;
  shuffle: number;
  required: number;
  /** A `RevealAnswers` value: when a learner sees the key of a submitted attempt. */
  reveal_answers: string;
  is_demo: number;
  /** JSON array of questions with their answer key; never sent to a student before an attempt. */
  questions: string;
  max_points: number;
  created_at: string;
  updated_at: string;
}

export interface EnrolmentsTable {
  id: string;
  course_id: string;
  user_id: string;
  state: string;
  enrolled_at: string;
  completed_at: string | null;
  withdrawn_at: string | null;
  updated_at: string;
}

export interface UnitProgressTable {
  user_id: string;
  unit_id: string;
  course_id: string;
  completed_at: string;
}

export interface QuizAttemptsTable {
  id: string;
  quiz_id: string;
  user_id: string;
  attempt_no: number;
  /** JSON array of the submitted answers. */
  answers: string;
  score: number;
  max_score: number;
  percent: number;
  passed: number;
  submitted_at: string;
}

export interface CertificatesTable {
  code: string;
  course_id: string;
  user_id: string;
  learner_name: string;
  course_title: string;
  score_percent: number | null;
  issued_at: string;
}

export interface CourseReviewsTable {
  course_id: string;
  user_id: string;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
}

export interface LearnerSettingsTable {
  user_id: string;
  leaderboard_opt_in: number;
  updated_at: string;
}

/** The learning tables, merged into `Database`. */
export interface LearningTables {
  courses: CoursesTable;
  course_units: CourseUnitsTable;
  quizzes: QuizzesTable;
  enrolments: EnrolmentsTable;
  unit_progress: UnitProgressTable;
  quiz_attempts: QuizAttemptsTable;
  certificates: CertificatesTable;
  course_reviews: CourseReviewsTable;
  learner_settings: LearnerSettingsTable;
}
