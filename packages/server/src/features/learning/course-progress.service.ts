import type { EnrolmentState } from '@ailab/core/contract/learning/course.schemas';
import type { LearnerProgress } from '@ailab/core/contract/learning/lists.schemas';
import type { SortValue } from '@ailab/core/contract/schemas/list';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { requireCourse } from './course-authoring.service';
import { averageScores } from './course-lists.repository';

const unitsDone = sql<number>`(select count(*) from unit_progress
  where unit_progress.user_id = enrolments.user_id and unit_progress.course_id = enrolments.course_id)`;

/** Each learner's mean best quiz percentage in one course. */
async function learnerScores(ctx: AppContext, courseId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const best = ctx.db
    .selectFrom('quiz_attempts')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id')
    .select(['quiz_attempts.user_id', 'quiz_attempts.quiz_id'])
    .select((eb) => eb.fn.max('quiz_attempts.percent').as('best'))
    .where('quizzes.course_id', '=', courseId)
    .where('quiz_attempts.user_id', 'in', userIds)
    .groupBy(['quiz_attempts.user_id', 'quiz_attempts.quiz_id'])
    .as('best');
  const rows = await ctx.db
    .selectFrom(best)
    .select('best.user_id')
    .select((eb) => eb.fn.avg<number | string>('best.best').as('average'))
    .groupBy('best.user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Math.round(Number(row.average))]));
}

/** The learners of a course with their progress and score, and the course's figures, for its administrators. */
export async function courseProgressList(
  ctx: AppContext,
  body: {
    course_id: string;
    state?: EnrolmentState | undefined;
    sort?: SortValue<'enrolled_at' | 'name' | 'progress'> | undefined;
    cursor?: string | undefined;
    limit: number;
  },
) {
  const course = await requireCourse(ctx, body.course_id);
  let query = ctx.db
    .selectFrom('enrolments')
    .innerJoin('users', 'users.id', 'enrolments.user_id')
    .select([
      'enrolments.user_id',
      'enrolments.state',
      'enrolments.enrolled_at',
      'enrolments.completed_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .select(unitsDone.as('units_done'))
    .where('enrolments.course_id', '=', course.id);
  if (body.state) query = query.where('enrolments.state', '=', body.state);
  const sort = keysetSort(
    'admin.course-progress',
    body.sort,
    '-enrolled_at',
    {
      enrolled_at: 'enrolments.enrolled_at',
      name: [{ expression: sql`lower(users.last_name)` }, { expression: sql`lower(users.first_name)` }],
      progress: { expression: unitsDone },
    },
    'enrolments.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  const scores = await learnerScores(
    ctx,
    course.id,
    page.items.map((row) => row.user_id),
  );
  const items: LearnerProgress[] = page.items.map((row) => {
    const done = Number(row.units_done);
    return {
      user_id: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      state: row.state as EnrolmentState,
      enrolled_at: row.enrolled_at,
      completed_at: row.completed_at,
      units_done: done,
      unit_count: course.unit_count,
      percent: course.unit_count === 0 ? 0 : Math.min(100, Math.floor((done * 100) / course.unit_count)),
      score: scores.get(row.user_id) ?? null,
    };
  });
  const withdrawn = await ctx.db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('course_id', '=', course.id)
    .where('state', '=', 'withdrawn')
    .executeTakeFirstOrThrow();
  const averageScore = (await averageScores(ctx.db, [course.id])).get(course.id) ?? null;
  return {
    ...page,
    items,
    summary: {
      enrolled: course.enrolled_count,
      completed: course.completed_count,
      withdrawn: Number(withdrawn.n),
      completion_rate:
        course.enrolled_count === 0
          ? null
          : Math.round((course.completed_count * 100) / course.enrolled_count),
      average_score: averageScore,
    },
  };
}
