import type { SortValue } from '@ailab/core/contract/schemas/list';
import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import type { SearchQuery } from '@ailab/core/search/parse-search-query';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import {
  postgresHeadline,
  postgresMatches,
  postgresRank,
  snippetPieces,
  sqliteMatches,
  sqliteRank,
  sqliteSnippet,
} from '../../db/full-text';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { escapeLike } from '../../db/prefix-match';
import type { Database } from '../../db/schema';

const FTS = 'news_articles_fts';
/**
 * A query matching more articles than this ranks only the newest this many
 * (by arrival), so a very common word costs a bounded amount of work and
 * never holds up other requests; the answer says it was `capped`.
 */
export const SEARCH_WINDOW = 1000;
/** bm25 weights of the FTS columns (title, summary, body, author), matching PostgreSQL's A, B, C, B weights. */
const WEIGHTS = [10, 4, 1, 4];

export interface NewsSearchFilters {
  sourceIds?: readonly string[] | undefined;
  tag?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

export type NewsSort = SortValue<'relevance' | 'published'>;

function filterConditions(filters: NewsSearchFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`a.is_primary = 1`];
  if (filters.sourceIds && filters.sourceIds.length > 0)
    conditions.push(sql<SqlBool>`a.source_id in (${sql.join(filters.sourceIds)})`);
  if (filters.tag)
    conditions.push(
      sql<SqlBool>`a.tags like ${`%${escapeLike(JSON.stringify(filters.tag.toLowerCase()))}%`} escape '\\'`,
    );
  if (filters.since)
    conditions.push(sql<SqlBool>`a.published_at >= ${new Date(filters.since).toISOString()}`);
  if (filters.until)
    conditions.push(sql<SqlBool>`a.published_at <= ${new Date(filters.until).toISOString()}`);
  return conditions;
}

/**
 * SQLite: the lowest `doc_id` of the {@link SEARCH_WINDOW} newest matches, or undefined when fewer
 * match. Cheap: FTS5 walks its doclists by rowid and stops.
 */
async function sqliteWindowFloor(db: Kysely<Database>, query: SearchQuery): Promise<number | undefined> {
  const row = await db
    .selectFrom(FTS)
    .select(sql<number>`rowid`.as('floor'))
    .where(sqliteMatches(FTS, query))
    .orderBy(sql`rowid`, 'desc')
    .limit(1)
    .offset(SEARCH_WINDOW - 1)
    .executeTakeFirst();
  return row?.floor;
}

function relevanceSort(query: SearchQuery | undefined, sort: NewsSort, rank: Expression<unknown>) {
  return keysetSort(
    `news.search:${query ? 'q' : 'all'}`,
    sort,
    query ? 'relevance' : '-published',
    { relevance: [{ expression: rank }, { expression: 'a.published_at' }], published: 'a.published_at' },
    'a.id',
  );
}

type ArticleIdQuery = SelectQueryBuilder<Database, 'news_articles', { id: string; doc_id: number }>;

/** The first span of newest articles (by arrival) searched for the window's floor on PostgreSQL; then 4×, 16×… */
const FIRST_SPAN = 16_384;

/**
 * PostgreSQL: the lowest `doc_id` of the {@link SEARCH_WINDOW} newest matches, or undefined when fewer
 * match. The GIN index gives every match's row address, but reading the matches' rows is what costs
 * (a common word matches thousands of rows spread over as many pages): so the newest span of
 * `doc_id`s is searched first (the GIN bitmap ANDed with the `doc_id` range's), widening 4× until
 * the window is full or the span holds the whole table. A common word stops at the first span.
 */
async function postgresWindowFloor(
  db: Kysely<Database>,
  query: SearchQuery,
  firstSpan = FIRST_SPAN,
): Promise<number | undefined> {
  const newest = await db
    .selectFrom('news_articles')
    .select(sql<number | null>`max(doc_id)`.as('newest'))
    .executeTakeFirst();
  const top = Number(newest?.newest ?? 0);
  for (let span = firstSpan; ; span *= 4) {
    const lower = top - span;
    const row = await db
      .with(
        (cte) => cte('news_span').materialized(),
        (qb) =>
          qb
            .selectFrom('news_articles as a')
            .select('a.doc_id')
            .where(postgresMatches('a.search', query))
            .where('a.doc_id', '>', Math.max(lower, 0)),
      )
      .selectFrom('news_span')
      .select('news_span.doc_id as floor')
      .orderBy('news_span.doc_id', 'desc')
      .offset(SEARCH_WINDOW - 1)
      .limit(1)
      .executeTakeFirst();
    if (row) return Number(row.floor);
    if (lower <= 0) return undefined;
  }
}

/**
 * PostgreSQL, with a query: the window's floor first ({@link postgresWindowFloor}), then one
 * statement: the window's matches' small columns read once into a common table expression, the
 * filtered set and its count from it, and only the filtered set's rows read again to rank them.
 * Reading every match's row (the floor, the filters and the count each walked them) left a common
 * word at 120 ms and more at 100,000 articles; the floor's spans read about a window's worth.
 */
async function searchPostgres(
  db: Kysely<Database>,
  query: SearchQuery,
  input: {
    filters: NewsSearchFilters;
    sort: NewsSort;
    cursor?: string | undefined;
    limit: number;
    firstSpan?: number | undefined;
  },
) {
  const floor = await postgresWindowFloor(db, query, input.firstSpan);
  const base = db
    .with(
      (cte) => cte('news_matches').materialized(),
      (qb) =>
        qb
          .selectFrom('news_articles as a')
          .select(['a.doc_id', 'a.is_primary', 'a.source_id', 'a.tags', 'a.published_at'])
          .where(postgresMatches('a.search', query))
          .where('a.doc_id', '>=', floor ?? 0),
    )
    .with(
      (cte) => cte('news_found').materialized(),
      (qb) =>
        qb
          .selectFrom('news_matches as a')
          .select('a.doc_id')
          .where(sql<SqlBool>`${sql.join(filterConditions(input.filters), sql` and `)}`),
    )
    .selectFrom('news_articles as a')
    .select(['a.id', 'a.doc_id'])
    .where(sql<SqlBool>`a.doc_id in (select doc_id from news_found)`);
  const sort = relevanceSort(query, input.sort, postgresRank('a.search', query));
  const page = await keysetPage(db, base as unknown as ArticleIdQuery, {
    sort,
    cursor: input.cursor,
    limit: input.limit,
    totalWithRows: sql`(select count(*) from news_found)`,
  });
  return {
    ...page,
    items: page.items.map(({ id, doc_id }) => ({ id, doc_id })),
    capped: floor !== undefined,
  };
}

/**
 * One page of matching article ids, ranked (bm25 on SQLite, ts_rank on
 * PostgreSQL) or by date, only each story's primary article, with filters,
 * continued after `cursor`. Without a query it lists by date. A query
 * matching more than {@link SEARCH_WINDOW} articles searches the newest
 * that many (`capped`).
 */
export async function searchArticleIds(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  input: {
    query: SearchQuery | undefined;
    filters: NewsSearchFilters;
    sort: NewsSort;
    cursor?: string | undefined;
    limit: number;
    /** PostgreSQL: the first span searched for the window's floor (tests make it small). */
    firstSpan?: number | undefined;
  },
) {
  const { query } = input;
  if (query && dialect === 'postgres') return searchPostgres(db, query, input);
  const floor = query ? await sqliteWindowFloor(db, query) : undefined;
  const conditions = filterConditions(input.filters);
  if (floor !== undefined) conditions.push(sql<SqlBool>`${sql.ref(`${FTS}.rowid`)} >= ${floor}`);
  const where = sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  const articles = db.selectFrom('news_articles as a').select(['a.id', 'a.doc_id']);
  let base = articles.where(where);
  let rank: Expression<unknown> = sql`0`;
  if (query) {
    base = articles.innerJoin(FTS, `${FTS}.rowid`, 'a.doc_id').where(sqliteMatches(FTS, query)).where(where);
    rank = sqliteRank(FTS, WEIGHTS);
  }
  // The alias `a` is what the conditions name; keysetPage only needs the selected ids.
  const page = await keysetPage(db, base as unknown as ArticleIdQuery, {
    sort: relevanceSort(query, input.sort, rank),
    cursor: input.cursor,
    limit: input.limit,
  });
  return { ...page, capped: floor !== undefined };
}

/** Articles of one page with their source, in no particular order. */
export async function articlesByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('news_articles as a')
    .innerJoin('news_sources as s', 's.id', 'a.source_id')
    .select([
      'a.id',
      'a.title',
      'a.url',
      'a.author',
      'a.summary',
      'a.tags',
      'a.story_id',
      'a.published_at',
      'a.fetched_at',
      's.id as source_id',
      's.name as source_name',
    ])
    .where('a.id', 'in', ids)
    .execute();
}

/** Highlighted snippets of one page's articles, by article id. */
export async function snippetsFor(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  query: SearchQuery,
  rows: readonly { id: string; doc_id: number }[],
): Promise<Map<string, Snippet>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.id);
  const docIds = rows.map((row) => Number(row.doc_id));
  const marked =
    dialect === 'sqlite'
      ? await db
          .selectFrom(FTS)
          .innerJoin('news_articles as a', 'a.doc_id', `${FTS}.rowid`)
          .select(['a.id', sqliteSnippet(FTS, -1, 28).as('marked')])
          .where(sqliteMatches(FTS, query))
          // FTS5 walks a term's whole doclist unless a rowid range bounds it; the page's rows lie
          // within the search window, so the range keeps this to a few hundred entries at most.
          .where(sql.ref(`${FTS}.rowid`), '>=', Math.min(...docIds))
          .where(sql.ref(`${FTS}.rowid`), '<=', Math.max(...docIds))
          .where(sql.ref(`${FTS}.rowid`), 'in', docIds)
          .execute()
      : await db
          .selectFrom('news_articles as a')
          .select(['a.id', postgresHeadline(sql`a.summary || ' … ' || a.body`, query, 28).as('marked')])
          .where('a.id', 'in', ids)
          .execute();
  return new Map(marked.map((row) => [row.id, snippetPieces(row.marked)]));
}
