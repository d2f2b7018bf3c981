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

/** The match row's sector list (`,a,b,`) holds `slug`: one substring test of a short text. */
function hasSector(dialect: RankedPitchesQuery['dialect'], slug: string): RawBuilder<boolean> {
  const needle = `,${slug},`;
  return dialect === 'postgres'
    ? sql<boolean>`(strpos(pitch_matches.sectors, ${needle}) > 0)`
    : sql<boolean>`(instr(pitch_matches.sectors, ${needle}) > 0)`;
}

/**
 * The match score of `match-score.ts` as one SQL expression over the narrow match row (stage 30, any
 * sector overlap 30, cheque 25, geography 15), so the database ranks every active pitch in one pass of
 * one table and answers one page: the reasons are then explained in code for that page only, by the
 * same rules.
 */
function scoreExpression(query: RankedPitchesQuery): RawBuilder<number> {
  const { focus } = query;
  const stage = focus.stages.length
    ? sql`CASE WHEN pitch_matches.stage IN (${inList(focus.stages)}) THEN 30 ELSE 0 END`
    : sql`0`;
  const sector = focus.sectors.length
    ? sql`CASE WHEN ${sql.join(
        focus.sectors.map((slug) => hasSector(query.dialect, slug)),
        sql` OR `,
      )} THEN 30 ELSE 0 END`
    : sql`0`;
  const cheque = sql`CASE WHEN pitch_matches.currency = ${focus.currency}
    AND pitch_matches.amount >= ${focus.chequeMin} AND pitch_matches.amount <= ${focus.chequeMax * 10}
    THEN 25 ELSE 0 END`;
  const geography = focus.geographies.includes('global')
    ? sql`15`
    : focus.geographies.length
      ? sql`CASE WHEN pitch_matches.country IN (${inList(focus.geographies)}) THEN 15 ELSE 0 END`
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
  const score = scoreExpression(query);
  const name = sql`pitch_matches.startup_name${collate}`;
  const id = sql`pitch_matches.pitch_id${collate}`;
  const activated = sql`COALESCE(pitch_matches.activated_at, '')`;
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
 * total: the ranking reads only `pitch_matches` (one narrow row per active pitch, no joins) and keeps
 * the page's ids; the page's rows are then read by those ids in one query, with the amount the score
 * used. The filters (stage, sector, text) are in the ranking's WHERE.
 */
export async function rankedPitchPage(
  db: Kysely<Database>,
  query: RankedPitchesQuery,
): Promise<ListPage<ActivePitchRow>> {
  let ranking = db.selectFrom('pitch_matches').select(['pitch_id', 'amount', 'currency']);
  if (query.stage) ranking = ranking.where('pitch_matches.stage', '=', query.stage);
  if (query.sector) ranking = ranking.where(hasSector(query.dialect, query.sector));
  if (query.text) {
    const pattern = `%${escapeLike(query.text)}%`;
    ranking = ranking.where(sql<boolean>`LOWER(pitch_matches.search_text) LIKE ${pattern} ESCAPE '\\'`);
  }
  const page = await keysetPage(db, ranking, {
    sort: rankedSort(query),
    cursor: query.cursor,
    limit: query.limit,
  });
  const rows = await activePitchRowsByIds(
    db,
    page.items.map((item) => item.pitch_id),
  );
  const byId = new Map(rows.map((row) => [row.pitch_id, row]));
  return {
    ...page,
    items: page.items.flatMap((item) => {
      const row = byId.get(item.pitch_id);
      return row ? [{ ...row, amount: item.amount, currency: item.currency }] : [];
    }),
  };
}
