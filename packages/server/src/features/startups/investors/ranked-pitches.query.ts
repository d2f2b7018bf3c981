import type { ListPage } from '@ailab/core/contract/schemas/list';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type KeysetSort, keysetPage } from '../../../db/keyset-page';
import { escapeLike } from '../../../db/prefix-match';
import type { Database } from '../../../db/schema';
import { type ActivePitchRow, activePitchRowsByIds } from './investors.repository';
import type { InvestorFocus } from './match-score';

/** The orders of the investor's list of active pitches. */
export type RankedPitchesSort = 'score' | '-score' | 'activated_at' | '-activated_at';

/** What one page of active pitches ranked for an investor needs. */
export interface RankedPitchesQuery {
  focus: InvestorFocus;
  dialect: 'sqlite' | 'postgres';
  stage?: string | undefined;
  sector?: string | undefined;
  text?: string | undefined;
  sort?: RankedPitchesSort | undefined;
  cursor?: string | undefined;
  limit: number;
}

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));

/**
 * The match score of `match-score.ts` as one SQL expression (stage 30, any sector overlap 30, cheque 25,
 * geography 15), so the database ranks 10,000 pitches and answers one page: the reasons are then
 * explained in code for that page only, by the same rules. The sectors are one uncorrelated `IN`
 * (a set the database builds once per query from `startup_industries_slug_idx`), not a lookup per row.
 */
function scoreExpression(focus: InvestorFocus): RawBuilder<number> {
  const stage = focus.stages.length
    ? sql`CASE WHEN startups.stage IN (${inList(focus.stages)}) THEN 30 ELSE 0 END`
    : sql`0`;
  const sector = focus.sectors.length
    ? sql`CASE WHEN startups.id IN (SELECT si.startup_id FROM startup_industries si
        WHERE si.industry_slug IN (${inList(focus.sectors)})) THEN 30 ELSE 0 END`
    : sql`0`;
  const cheque = sql`CASE WHEN pitch_fields.currency = ${focus.currency}
    AND pitch_fields.amount >= ${focus.chequeMin} AND pitch_fields.amount <= ${focus.chequeMax * 10}
    THEN 25 ELSE 0 END`;
  const geography = focus.geographies.includes('global')
    ? sql`15`
    : focus.geographies.length
      ? sql`CASE WHEN startups.country IN (${inList(focus.geographies)}) THEN 15 ELSE 0 END`
      : sql`0`;
  return sql<number>`(${stage} + ${sector} + ${cheque} + ${geography})`;
}

/**
 * The keyset order of a sort. Ties break by startup name then pitch id in code-unit order
 * (PostgreSQL's "C" collation, SQLite's binary one), as `rankByMatch` does; `activated_at` orders
 * keep the score order within a moment (a pitch never activated sorts as the empty text).
 */
function rankedSort(query: RankedPitchesQuery): KeysetSort {
  const collate = query.dialect === 'postgres' ? sql` COLLATE "C"` : sql``;
  const score = scoreExpression(query.focus);
  const name = sql`startups.name${collate}`;
  const id = sql`pitches.id${collate}`;
  const activated = sql`COALESCE(pitches.activated_at, '')`;
  const best = [
    { expression: score, direction: 'desc' },
    { expression: name, direction: 'asc' },
    { expression: id, direction: 'asc' },
  ] as const;
  const worst = [
    { expression: score, direction: 'asc' },
    { expression: name, direction: 'desc' },
    { expression: id, direction: 'desc' },
  ] as const;
  const sort = query.sort ?? 'score';
  const columns =
    sort === '-score'
      ? worst
      : sort === 'activated_at'
        ? [{ expression: activated, direction: 'desc' } as const, ...worst]
        : sort === '-activated_at'
          ? [{ expression: activated, direction: 'asc' } as const, ...best]
          : best;
  return { name: `investor.pitches:${sort}`, columns };
}

/**
 * One keyset page of active pitches of active startups ranked for an investor, with the filtered
 * total, in two set-based statements and a count: the ranking reads only the join's narrow covering
 * indexes (migration 2026-11-28-9550) and keeps the page's ids; the page's rows are then read by
 * those ids in one query. The filters (stage, sector, text) are in the ranking's WHERE.
 */
export async function rankedPitchPage(
  db: Kysely<Database>,
  query: RankedPitchesQuery,
): Promise<ListPage<ActivePitchRow>> {
  let ranking = db
    .selectFrom('pitches')
    .innerJoin('startups', 'startups.id', 'pitches.startup_id')
    .leftJoin('pitch_fields', (join) =>
      join.onRef('pitch_fields.pitch_id', '=', 'pitches.id').on('pitch_fields.kind', '=', 'amount_raising'),
    )
    .select('pitches.id as pitch_id')
    .where('pitches.status', '=', 'active')
    .where('startups.status', '=', 'active');
  if (query.stage) ranking = ranking.where('startups.stage', '=', query.stage as 'seed');
  const sector = query.sector;
  if (sector)
    ranking = ranking.where('startups.id', 'in', (eb) =>
      eb
        .selectFrom('startup_industries')
        .select('startup_industries.startup_id')
        .where('startup_industries.industry_slug', '=', sector),
    );
  if (query.text) {
    const pattern = `%${escapeLike(query.text)}%`;
    ranking = ranking.where(
      sql<boolean>`LOWER(startups.name || ' ' || pitches.title || ' ' || startups.one_liner) LIKE ${pattern} ESCAPE '\\'`,
    );
  }
  const page = await keysetPage(db, ranking, {
    sort: rankedSort(query),
    cursor: query.cursor,
    limit: query.limit,
  });
  const ids = page.items.map((item) => item.pitch_id);
  const rows = await activePitchRowsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.pitch_id, row]));
  return {
    ...page,
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
  };
}
