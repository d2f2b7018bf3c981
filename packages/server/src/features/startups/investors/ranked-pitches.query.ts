import { type Kysely, type RawBuilder, sql } from 'kysely';
import { escapeLike } from '../../../db/prefix-match';
import type { Database } from '../../../db/schema';
import { activePitchesQuery } from './investors.repository';
import type { InvestorFocus } from './match-score';

/** What one page of active pitches ranked for an investor needs. */
export interface RankedPitchesQuery {
  focus: InvestorFocus;
  dialect: 'sqlite' | 'postgres';
  stage?: string | undefined;
  sector?: string | undefined;
  text?: string | undefined;
  sort?: 'score' | '-score' | 'activated_at' | '-activated_at' | undefined;
  offset: number;
  limit: number;
}

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));

/**
 * The match score of `match-score.ts` as one SQL expression (stage 30, any sector overlap 30, cheque 25,
 * geography 15), so the database ranks 10,000 pitches and answers one page: the reasons are then
 * explained in code for that page only, by the same rules.
 */
function scoreExpression(focus: InvestorFocus): RawBuilder<number> {
  const stage = focus.stages.length
    ? sql`CASE WHEN startups.stage IN (${inList(focus.stages)}) THEN 30 ELSE 0 END`
    : sql`0`;
  const sector = focus.sectors.length
    ? sql`CASE WHEN EXISTS (SELECT 1 FROM startup_industries si WHERE si.startup_id = startups.id
        AND si.industry_slug IN (${inList(focus.sectors)})) THEN 30 ELSE 0 END`
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
 * One page of active pitches of active startups ranked for an investor, with the filtered total.
 * Ties break by startup name then pitch id in code-unit order (PostgreSQL's "C" collation, SQLite's
 * binary one), as `rankByMatch` does; `activated_at` orders keep the score order within a moment.
 */
export async function rankedPitchPage(db: Kysely<Database>, query: RankedPitchesQuery) {
  const score = scoreExpression(query.focus);
  const collate = query.dialect === 'postgres' ? sql` COLLATE "C"` : sql``;
  const activated = sql`COALESCE(pitches.activated_at, '')`;
  const best = sql`score DESC, startups.name${collate} ASC, pitches.id${collate} ASC`;
  const worst = sql`score ASC, startups.name${collate} DESC, pitches.id${collate} DESC`;
  const order =
    query.sort === '-score'
      ? worst
      : query.sort === 'activated_at'
        ? sql`${activated} DESC, ${worst}`
        : query.sort === '-activated_at'
          ? sql`${activated} ASC, ${best}`
          : best;
  let select = activePitchesQuery(db).select([
    score.as('score'),
    sql<number | string>`COUNT(*) OVER ()`.as('total'),
  ]);
  if (query.stage) select = select.where('startups.stage', '=', query.stage as 'seed');
  if (query.sector) {
    const sector = query.sector;
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('startup_industries')
          .select('startup_industries.startup_id')
          .whereRef('startup_industries.startup_id', '=', 'startups.id')
          .where('startup_industries.industry_slug', '=', sector),
      ),
    );
  }
  if (query.text) {
    const pattern = `%${escapeLike(query.text)}%`;
    select = select.where(
      sql<boolean>`LOWER(startups.name || ' ' || pitches.title || ' ' || startups.one_liner) LIKE ${pattern} ESCAPE '\\'`,
    );
  }
  const rows = await select.orderBy(sql`${order}`).limit(query.limit).offset(query.offset).execute();
  return rows;
}
