import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newCertificateCode } from './course-completion';
import type {
  CertificatesTable,
  EnrolmentsTable,
  QuizAttemptsTable,
  UnitProgressTable,
} from './learning.tables';

/** How far a demo learner got in a course: units done in order, one a day from `startedAt`, and their quiz score. */
export interface DemoStudy {
  userId: string;
  courseId: string;
  enrolledAt: Date;
  /** 0 for enrolled but not started; at least the unit count for a completed course. */
  unitsDone: number;
  startedAt: Date;
  quizPercent: number;
  /** The learner agreed to appear on the public leaderboard (as a quiz submission records it). */
  showOnLeaderboard?: boolean;
}

const DAY = 86_400_000;
/** Rows per insert: well under both databases' limits on bound parameters. */
const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

/**
 * Writes demo learners' enrolments and study as learning records them (enrolments and the
 * courses' counters, units done, one quiz attempt per quiz of a done unit, completion with a
 * certificate when every unit is done and the quizzes are passed), in a few bulk statements, for
 * other domains' demo data. Demo seeding only; the learners must not be enrolled yet.
 */
export async function recordDemoStudies(trx: Kysely<Database>, studies: readonly DemoStudy[]): Promise<void> {
  if (studies.length === 0) return;
  const courseIds = [...new Set(studies.map((study) => study.courseId))];
  const userIds = [...new Set(studies.map((study) => study.userId))];
  const [units, quizzes, courses, users] = await Promise.all([
    trx
      .selectFrom('course_units')
      .select(['id', 'course_id'])
      .where('course_id', 'in', courseIds)
      .orderBy('position')
      .execute(),
    trx
      .selectFrom('quizzes')
      .select(['id', 'unit_id', 'pass_percent', 'max_points'])
      .where('course_id', 'in', courseIds)
      .execute(),
    trx.selectFrom('courses').select(['id', 'title']).where('id', 'in', courseIds).execute(),
    trx.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute(),
  ]);
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  const names = new Map(users.map((user) => [user.id, `${user.first_name} ${user.last_name}`.trim()]));
  const enrolments: Insertable<EnrolmentsTable>[] = [];
  const progress: Insertable<UnitProgressTable>[] = [];
  const attempts: Insertable<QuizAttemptsTable>[] = [];
  const certificates: Insertable<CertificatesTable>[] = [];
  const counts = new Map<string, { enrolled: number; completed: number }>();
  for (const study of studies) {
    const courseUnits = units.filter((unit) => unit.course_id === study.courseId);
    const done = courseUnits.slice(0, Math.max(0, study.unitsDone));
    let passedAll = true;
    done.forEach((unit, index) => {
      const when = new Date(study.startedAt.getTime() + index * DAY).toISOString();
      const quiz = quizzes.find((candidate) => candidate.unit_id === unit.id);
      if (quiz) {
        const passed = study.quizPercent >= quiz.pass_percent;
        passedAll &&= passed;
        attempts.push({
          id: randomUUID(),
          quiz_id: quiz.id,
          user_id: study.userId,
          attempt_no: 1,
          answers: '[]',
          score: Math.round((quiz.max_points * study.quizPercent) / 100),
          max_score: quiz.max_points,
          percent: study.quizPercent,
          passed: passed ? 1 : 0,
          submitted_at: when,
        });
      }
      progress.push({
        user_id: study.userId,
        unit_id: unit.id,
        course_id: study.courseId,
        completed_at: when,
      });
    });
    const completed = courseUnits.length > 0 && done.length === courseUnits.length && passedAll;
    const finishedAt = new Date(study.startedAt.getTime() + Math.max(0, done.length - 1) * DAY).toISOString();
    const enrolledAt = study.enrolledAt.toISOString();
    enrolments.push({
      id: randomUUID(),
      course_id: study.courseId,
      user_id: study.userId,
      state: completed ? 'completed' : 'active',
      enrolled_at: enrolledAt,
      completed_at: completed ? finishedAt : null,
      withdrawn_at: null,
      updated_at: completed ? finishedAt : enrolledAt,
    });
    if (completed)
      certificates.push({
        code: newCertificateCode(),
        course_id: study.courseId,
        user_id: study.userId,
        learner_name: names.get(study.userId) ?? '',
        course_title: titles.get(study.courseId) ?? '',
        score_percent: study.quizPercent,
        issued_at: finishedAt,
      });
    const count = counts.get(study.courseId) ?? { enrolled: 0, completed: 0 };
    counts.set(study.courseId, {
      enrolled: count.enrolled + 1,
      completed: count.completed + (completed ? 1 : 0),
    });
  }
  for (const rows of chunks(enrolments)) await trx.insertInto('enrolments').values(rows).execute();
  for (const rows of chunks(progress)) await trx.insertInto('unit_progress').values(rows).execute();
  for (const rows of chunks(attempts)) await trx.insertInto('quiz_attempts').values(rows).execute();
  for (const rows of chunks(certificates)) await trx.insertInto('certificates').values(rows).execute();
  const shown = [...new Set(studies.filter((study) => study.showOnLeaderboard).map((study) => study.userId))];
  const at = studies[0]?.enrolledAt.toISOString() ?? '';
  for (const rows of chunks(
    shown.map((userId) => ({ user_id: userId, leaderboard_opt_in: 1, updated_at: at })),
  ))
    await trx
      .insertInto('learner_settings')
      .values(rows)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  for (const [courseId, count] of counts)
    await trx
      .updateTable('courses')
      .set((eb) => ({
        enrolled_count: eb('enrolled_count', '+', count.enrolled),
        completed_count: eb('completed_count', '+', count.completed),
      }))
      .where('id', '=', courseId)
      .execute();
}
