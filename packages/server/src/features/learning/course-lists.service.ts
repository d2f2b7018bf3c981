import type { AdminCourse, CourseSummary } from '@ailab/core/contract/learning/course.schemas';
import type { SortValue } from '@ailab/core/contract/schemas/list';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import {
  isEmptySearch,
  MAX_SEARCH_TERMS,
  parseSearchQuery,
  type SearchQuery,
} from '@ailab/core/search/parse-search-query';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { averageScores, type CourseFilters, filteredCourses } from './course-lists.repository';
import { courseRowToSummary } from './course-mapper';
import { listUserEnrolments } from './enrolments.repository';

type CatalogueSort = 'title' | 'published_at' | 'popularity' | 'rating';

interface CatalogueBody {
  query?: string | undefined;
  level?: string | undefined;
  tag?: string | undefined;
  language?: string | undefined;
  sort?: SortValue<CatalogueSort> | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** The parsed full-text search of a list's `query`; a refused search is a 400 naming the field. */
function searchOf(text: string | undefined, t: TFunction): SearchQuery | undefined {
  if (!text) return undefined;
  const parsed = parseSearchQuery(text);
  if (!parsed.ok)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'query',
          code: parsed.issue,
          message: fieldMessage(t, parsed.issue, 'query', { maximum: MAX_SEARCH_TERMS }),
        },
      ],
    });
  return isEmptySearch(parsed.query) ? undefined : parsed.query;
}

const CATALOGUE_COLUMNS = {
  title: { expression: sql`lower(courses.title)` },
  published_at: { expression: 'courses.published_at', nullable: true },
  popularity: 'courses.enrolled_count',
  rating: {
    expression: sql`case when courses.rating_count = 0 then null else (courses.rating_sum * 100) / courses.rating_count end`,
    nullable: true,
  },
} as const;

function cataloguePage(
  ctx: AppContext,
  list: string,
  body: CatalogueBody,
  t: TFunction,
  extra: CourseFilters = {},
) {
  const filters = {
    level: body.level,
    tag: body.tag,
    language: body.language,
    search: searchOf(body.query, t),
    ...extra,
  };
  const sort = keysetSort(list, body.sort, '-published_at', CATALOGUE_COLUMNS, 'courses.id');
  return keysetPage(ctx.db, filteredCourses(ctx.db, ctx.dialect, filters), {
    sort,
    cursor: body.cursor,
    limit: body.limit,
  });
}

/** The public catalogue: published courses only. */
export async function publicCatalogue(ctx: AppContext, body: CatalogueBody, t: TFunction) {
  const page = await cataloguePage(ctx, 'open.courses', body, t, { state: 'published' });
  return { ...page, items: page.items.map(courseRowToSummary) };
}

/** The members' catalogue, with my enrolment state on each course. */
export async function memberCatalogue(ctx: AppContext, caller: Caller, body: CatalogueBody, t: TFunction) {
  // A learner's own enrolments are few: read them beside the page instead of after it (one round trip less).
  const [page, enrolments] = await Promise.all([
    cataloguePage(ctx, 'student.courses', body, t, { state: 'published' }),
    listUserEnrolments(ctx.db, caller.user.id),
  ]);
  const states = new Map(enrolments.map((row) => [row.course_id, row.state]));
  const items = page.items.map((row) => ({
    ...courseRowToSummary(row),
    my_state: (states.get(row.id) ?? null) as 'active' | 'completed' | 'withdrawn' | null,
  }));
  return { ...page, items };
}

const ADMIN_COLUMNS = {
  title: { expression: sql`lower(courses.title)` },
  updated_at: 'courses.updated_at',
  enrolled: 'courses.enrolled_count',
  completion_rate: {
    expression: sql`case when courses.enrolled_count = 0 then null else (courses.completed_count * 100) / courses.enrolled_count end`,
    nullable: true,
  },
} as const;

/** Every course for its administrators, with completion rate and average score. */
export async function adminCourseList(
  ctx: AppContext,
  body: Omit<CatalogueBody, 'sort'> & {
    state?: string | undefined;
    sort?: SortValue<'title' | 'updated_at' | 'enrolled' | 'completion_rate'> | undefined;
  },
  t: TFunction,
): Promise<{ items: AdminCourse[]; next_cursor: string | null; total: number }> {
  const filters = {
    level: body.level,
    tag: body.tag,
    language: body.language,
    state: body.state,
    search: searchOf(body.query, t),
  };
  const sort = keysetSort('admin.courses', body.sort, '-updated_at', ADMIN_COLUMNS, 'courses.id');
  const page = await keysetPage(ctx.db, filteredCourses(ctx.db, ctx.dialect, filters), {
    sort,
    cursor: body.cursor,
    limit: body.limit,
  });
  const scores = await averageScores(
    ctx.db,
    page.items.map((row) => row.id),
  );
  const items = page.items.map((row) => {
    const summary: CourseSummary = courseRowToSummary(row);
    return {
      ...summary,
      completed_count: row.completed_count,
      completion_rate:
        row.enrolled_count === 0 ? null : Math.round((row.completed_count * 100) / row.enrolled_count),
      average_score: scores.get(row.id) ?? null,
    };
  });
  return { ...page, items };
}
