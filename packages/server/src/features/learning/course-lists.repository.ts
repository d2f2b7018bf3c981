import type { SearchQuery } from '@ailab/core/search/parse-search-query';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { postgresMatches, sqliteMatches } from '../../db/full-text';
import type { Database } from '../../db/schema';

export interface CourseFilters {
  level?: string | undefined;
  tag?: string | undefined;
  language?: string | undefined;
  state?: string | undefined;
  search?: SearchQuery | undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Courses matching the filters (no order, no limit): the base of every course list. */
export function filteredCourses(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  filters: CourseFilters,
) {
  let query = db.selectFrom('courses').selectAll('courses');
  if (filters.state) query = query.where('courses.state', '=', filters.state);
  if (filters.level) query = query.where('courses.level', '=', filters.level);
  if (filters.language) query = query.where('courses.language', '=', filters.language);
  if (filters.tag) {
    const pattern = `%${escapeLike(JSON.stringify(filters.tag))}%`;
    query = query.where(sql<SqlBool>`courses.tags like ${pattern} escape '\\'`);
  }
  const search = filters.search;
  if (search) {
    const matches: Expression<SqlBool> =
      dialect === 'postgres'
        ? postgresMatches('courses.search', search)
        : sql<SqlBool>`courses.rowid in (select rowid from courses_fts where ${sqliteMatches('courses_fts', search)})`;
    query = query.where(matches);
  }
  return query;
}

/** Mean of learners' best percentage per quiz, per course. */
export async function averageScores(db: Kysely<Database>, courseIds: readonly string[]) {
  if (courseIds.length === 0) return new Map<string, number>();
  const best = db
    .selectFrom('quiz_attempts')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id')
    .select(['quizzes.course_id as course_id', 'quiz_attempts.user_id', 'quiz_attempts.quiz_id'])
    .select((eb) => eb.fn.max('quiz_attempts.percent').as('best'))
    .where('quizzes.course_id', 'in', courseIds)
    .groupBy(['quizzes.course_id', 'quiz_attempts.user_id', 'quiz_attempts.quiz_id'])
    .as('best');
  const rows = await db
    .selectFrom(best)
    .select(['best.course_id'])
    .select((eb) => eb.fn.avg<number | string>('best.best').as('average'))
    .groupBy('best.course_id')
    .execute();
  return new Map(
    rows.flatMap((row) => (row.course_id ? [[row.course_id, Math.round(Number(row.average))] as const] : [])),
  );
}
