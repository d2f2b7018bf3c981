import type { AllIndustriesSection } from '@ailab/core/contract/research/industries.schemas';
import type { PublicReport, PublicReportListBody } from '@ailab/core/contract/research/research.schemas';
import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import { REPORT_SEARCH_WINDOW } from '@ailab/core/research/search-window';
import { isEmptySearch, parseSearchQuery, type SearchQuery } from '@ailab/core/search/parse-search-query';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { postgresMatches, postgresRank, sqliteMatches, sqliteRank } from '../../db/full-text';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { mediaUrl } from '../../media/store-upload';
import { publicReportsQuery, reportCards } from './report-cards';
import { reportSnippets } from './report-snippets';
import { rightsOn } from './research-access';
import { findItem, industryNames, revisionContent } from './research-view';

/** The public industries home: every group, its industries, their report counts and latest report. */
export async function allIndustriesSection(ctx: AppContext): Promise<AllIndustriesSection> {
  const groups = await ctx.db.selectFrom('industry_groups').selectAll().orderBy('position').execute();
  const industries = await ctx.db
    .selectFrom('industries')
    .selectAll()
    .orderBy('position')
    .orderBy('name')
    .execute();
  const counts = await ctx.db
    .selectFrom('research_industries')
    .innerJoin('research_items', 'research_items.id', 'research_industries.research_id')
    .select([
      'research_industries.industry_id',
      (eb) => eb.fn.countAll<string | number>().as('n'),
      (eb) => eb.fn.max('research_items.published_at').as('latest'),
    ])
    .where('research_items.published_revision', 'is not', null)
    .where('research_items.state', '<>', 'archived')
    .groupBy('research_industries.industry_id')
    .execute();
  const latestRows =
    counts.length === 0
      ? []
      : await publicReportsQuery(ctx.db)
          .innerJoin('research_industries', 'research_industries.research_id', 'research_items.id')
          .select('research_industries.industry_id as industry_id')
          .where((eb) =>
            eb.or(
              counts.map((count) =>
                eb.and([
                  eb('research_industries.industry_id', '=', count.industry_id),
                  eb('research_items.published_at', '=', String(count.latest)),
                ]),
              ),
            ),
          )
          .execute();
  const cards = await reportCards(ctx.db, latestRows);
  return {
    groups: groups.map((group) => {
      const own = industries.filter((industry) => industry.group_id === group.id);
      return {
        id: group.id,
        slug: group.slug,
        name: group.name,
        description: group.description,
        industry_count: own.length,
        industries: own.map((industry) => {
          const count = counts.find((item) => item.industry_id === industry.id);
          const index = latestRows.findIndex((row) => row.industry_id === industry.id);
          return {
            slug: industry.slug,
            name: industry.name,
            summary: industry.summary,
            report_count: Number(count?.n ?? 0),
            latest_report: index >= 0 ? (cards[index] ?? null) : null,
          };
        }),
      };
    }),
  };
}

/**
 * One report by slug: the published revision for everyone; while nothing is published (or it is
 * archived), a preview of the newest revision for its author, reviewers and administrators only,
 * and 404 for everyone else (the same answer as an unknown slug).
 */
export async function publicReport(
  ctx: AppContext,
  caller: Caller | null,
  slug: string,
): Promise<PublicReport> {
  const row = await findItem(ctx.db, { slug });
  if (!row) throw new AppError('NOT_FOUND');
  const isPublic = row.published_revision !== null && row.state !== 'archived';
  let revision = row.published_revision;
  let preview = false;
  if (!isPublic) {
    const rights = await rightsOn(ctx.db, caller, row);
    if (!rights.canSee) throw new AppError('NOT_FOUND');
    revision = row.version;
    preview = true;
  }
  const number = revision ?? row.version;
  const content = await revisionContent(ctx.db, row.id, number);
  const industries = await industryNames(ctx.db, content.industries);
  const author = await ctx.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', row.author_id)
    .executeTakeFirst();
  return {
    slug: row.slug,
    title: content.title,
    summary: content.summary,
    sections: content.sections,
    industries,
    tags: content.tags,
    sources: content.sources,
    cover_url: row.cover_path ? mediaUrl(row.cover_path) : null,
    author_name: author ? `${author.first_name} ${author.last_name}`.trim() : '',
    published_at: preview ? null : row.published_at,
    revision: number,
    preview,
  };
}

const RANK_WEIGHTS = [10, 5, 1];

/**
 * Where the search window starts: the FTS rowid (SQLite, the order reports were written in) or the
 * `created_at` (PostgreSQL) of the window's oldest match, or undefined when fewer match. Cheap on
 * SQLite: FTS5 walks its doclists by rowid and stops.
 */
async function windowFloor(ctx: AppContext, search: SearchQuery): Promise<number | string | undefined> {
  const row =
    ctx.dialect === 'postgres'
      ? await ctx.db
          .selectFrom('research_items')
          .select('research_items.created_at as floor')
          .where(postgresMatches('research_items.search_vector', search))
          .orderBy('research_items.created_at', 'desc')
          .limit(1)
          .offset(REPORT_SEARCH_WINDOW - 1)
          .executeTakeFirst()
      : await ctx.db
          .selectFrom('research_fts')
          .select(sql<number>`rowid`.as('floor'))
          .where(sqliteMatches('research_fts', search))
          .orderBy(sql`rowid`, 'desc')
          .limit(1)
          .offset(REPORT_SEARCH_WINDOW - 1)
          .executeTakeFirst();
  return row?.floor;
}

/** Published reports on the shared list pattern: industry and tag filters, full-text search ranked by relevance. */
export async function listPublicReports(ctx: AppContext, body: z.infer<typeof PublicReportListBody>) {
  const parsed = body.query ? parseSearchQuery(body.query) : undefined;
  const search = parsed?.ok && !isEmptySearch(parsed.query) ? parsed.query : undefined;
  // The filters, as conditions shared by the page and its count (which needs no author join).
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`research_items.published_revision is not null`,
    sql<SqlBool>`research_items.state <> 'archived'`,
  ];
  let rank: Expression<unknown> | undefined;
  let floor: number | string | undefined;
  if (search) {
    floor = await windowFloor(ctx, search);
    if (ctx.dialect === 'postgres') {
      conditions.push(postgresMatches('research_items.search_vector', search));
      if (floor !== undefined) conditions.push(sql<SqlBool>`research_items.created_at >= ${floor}`);
      rank = postgresRank('research_items.search_vector', search);
    } else {
      // Joined, as news search does: the match and its bm25 rank come from one pass over the index
      // (a correlated rank subquery ran the match again for every row: 810 ms p50 over 10,000 reports),
      // and only the window's rows are ranked.
      conditions.push(sqliteMatches('research_fts', search));
      if (floor !== undefined) conditions.push(sql<SqlBool>`research_fts.rowid >= ${floor}`);
      rank = sqliteRank('research_fts', RANK_WEIGHTS);
    }
  }
  // The page reads in its order and checks each row's industry and tag (it stops after one page); the
  // count reads the filter's rows (each probe of `IN` is one index lookup).
  const pageConditions = [...conditions];
  if (body.industry) {
    const industry = body.industry;
    pageConditions.push(
      sql<SqlBool>`exists (select 1 from research_industries ri inner join industries i on i.id = ri.industry_id where ri.research_id = research_items.id and i.slug = ${industry})`,
    );
    conditions.push(
      sql<SqlBool>`research_items.id in (select ri.research_id from research_industries ri inner join industries i on i.id = ri.industry_id where i.slug = ${industry})`,
    );
  }
  if (body.tag) {
    const tag = body.tag;
    pageConditions.push(
      sql<SqlBool>`exists (select 1 from research_tags rt where rt.research_id = research_items.id and rt.tag = ${tag})`,
    );
    conditions.push(
      sql<SqlBool>`research_items.id in (select rt.research_id from research_tags rt where rt.tag = ${tag})`,
    );
  }
  const joinsIndex = search !== undefined && ctx.dialect === 'sqlite';
  let query = publicReportsQuery(ctx.db);
  let countQuery = ctx.db.selectFrom('research_items').select('research_items.id as id');
  if (joinsIndex) {
    const onRow = sql<boolean>`research_fts.rowid = research_items.rowid`;
    query = query.innerJoin('research_fts', (join) => join.on(onRow)) as unknown as typeof query;
    countQuery = countQuery.innerJoin('research_fts', (join) =>
      join.on(onRow),
    ) as unknown as typeof countQuery;
  }
  query = query.where(sql<SqlBool>`${sql.join(pageConditions, sql` and `)}`);
  countQuery = countQuery.where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`);
  const sort = keysetSort(
    'research.public',
    body.sort,
    search ? 'relevance' : '-published_at',
    {
      published_at: 'research_items.published_at',
      title: { expression: sql`lower(research_items.pub_title)` },
      // Without search text there is no rank: relevance is the newest first order.
      relevance: rank
        ? [{ expression: rank }, { expression: 'research_items.published_at' }]
        : [{ expression: 'research_items.published_at' }],
    },
    'research_items.id',
  );
  const page = await keysetPage(ctx.db, query, {
    sort,
    cursor: body.cursor,
    limit: body.limit,
    countQuery: countQuery as unknown as typeof query,
  });
  const [cards, snippets] = await Promise.all([
    reportCards(ctx.db, page.items),
    search
      ? reportSnippets(
          ctx.db,
          ctx.dialect,
          search,
          page.items.map((row) => row.id),
        )
      : new Map<string, Snippet>(),
  ]);
  return {
    ...page,
    items: cards.map((card, index) => ({
      ...card,
      snippet: snippets.get(page.items[index]?.id ?? '') ?? null,
    })),
    capped: floor !== undefined,
  };
}
