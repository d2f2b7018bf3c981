import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuizRow, UnitRow } from './course-mapper';
import { listCourseQuizzes } from './quizzes.repository';
import { listUnits } from './units.repository';

/** A course's units in order, and the quiz of each unit that has one. */
export async function loadCourseUnits(
  db: Kysely<Database>,
  courseId: string,
): Promise<{ units: UnitRow[]; quizByUnit: Map<string, QuizRow> }> {
  const [units, quizzes] = await Promise.all([listUnits(db, courseId), listCourseQuizzes(db, courseId)]);
  const quizByUnit = new Map(
    quizzes.flatMap((quiz) => (quiz.unit_id ? [[quiz.unit_id, quiz] as const] : [])),
  );
  return { units, quizByUnit };
}
