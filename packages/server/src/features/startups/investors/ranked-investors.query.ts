import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { type KeysetSort, keysetPage } from '../../../db/keyset-page';
import { escapeLike } from '../../../db/prefix-match';
import type { Database } from '../../../db/schema';
import { investorProfilesQuery } from './investors.repository';
import type { PitchFacts } from './match-score';

/** What one page of investors (ranked for a pitch, or by firm) needs. */
export interface RankedInvestorsQuery {
  dialect: 'sqlite' | 'postgres';
  /** The pitch to rank against; null: no score, firm order. */
  facts: PitchFacts | null;
  stage?: string | undefined;
  sector?: string | undefined;
  geography?: string | undefined;
  text?: string | undefined;
  sort?: 'firm' | '-firm' | 'score' | '-score' | undefined;
  /** Names the list in its cursors (the pitch and the sort). */
  name: string;
  cursor?: string | undefined;
  limit: number;
}

/**
 * `list` (a JSON array of strings stored as text) holds `value`: the value's JSON spelling occurs in
 * the text, found case-sensitively like `Array.includes` (the profiles' lists are written by
 * `JSON.stringify`, so a quoted value cannot occur inside another element).
 */
function holds(dialect: RankedInvestorsQuery['dialect'], list: string, value: string): RawBuilder<boolean> {
  const needle = JSON.stringify(value);
  return dialect === 'postgres'
    ? sql<boolean>`(strpos(${sql.ref(list)}, ${needle}) > 0)`
    : sql<boolean>`(instr(${sql.ref(list)}, ${needle}) > 0)`;
}

const anyOf = (conditions: RawBuilder<boolean>[]) =>
  conditions.length === 0 ? sql<boolean>`(1 = 0)` : sql<boolean>`(${sql.join(conditions, sql` OR `)})`;

/**
 * `matchScore` of `match-score.ts` for one pitch against every investor as one SQL expression: stage
 * 30, any sector overlap 30, cheque 25 (same currency, amount from the minimum cheque up to ten
 * maximum cheques), geography 15 (`global` or the pitch's country). The reasons of a page are then
 * explained in code by the same function.
 */
function scoreExpression(dialect: RankedInvestorsQuery['dialect'], facts: PitchFacts): RawBuilder<number> {
  const has = (list: string, value: string) => holds(dialect, `investor_profiles.${list}`, value);
  const stage = sql`CASE WHEN ${has('stages', facts.stage)} THEN 30 ELSE 0 END`;
  const sector = sql`CASE WHEN ${anyOf(facts.industries.map((slug) => has('sectors', slug)))} THEN 30 ELSE 0 END`;
  const raising = facts.amountRaising;
  // PostgreSQL would read the parameter as the column's integer type; an amount may have cents.
  const amount = raising
    ? dialect === 'postgres'
      ? sql`CAST(${raising.amount} AS double precision)`
      : sql`${raising.amount}`
    : null;
  const cheque =
    raising && amount
      ? sql`CASE WHEN investor_profiles.currency = ${raising.currency}
        AND investor_profiles.cheque_min <= ${amount}
        AND investor_profiles.cheque_max * 10 >= ${amount} THEN 25 ELSE 0 END`
      : sql`0`;
  const places = [
    has('geographies', 'global'),
    ...(facts.country ? [has('geographies', facts.country)] : []),
  ];
  const geography = sql`CASE WHEN ${anyOf(places)} THEN 15 ELSE 0 END`;
  return sql<number>`(${stage} + ${sector} + ${cheque} + ${geography})`;
}

/**
 * The order of a page: by score, ties by firm then user id in code-unit order (PostgreSQL's "C"
 * collation, SQLite's binary one), as `rankByMatch` breaks them; `-score` is that order reversed.
 * Firm sorts order by firm then user id in the same code-unit order.
 */
function orderOf(query: RankedInvestorsQuery, score: Expression<number> | null): KeysetSort {
  const collate = query.dialect === 'postgres' ? sql` COLLATE "C"` : sql``;
  const firm = sql`investor_profiles.firm${collate}`;
  const user = sql`investor_profiles.user_id${collate}`;
  const byScore = score !== null && query.sort !== 'firm' && query.sort !== '-firm';
  const reversed = query.sort === '-firm' || query.sort === '-score';
  const ahead = reversed ? 'desc' : 'asc';
  const columns = [
    ...(byScore && score
      ? [{ expression: score, direction: reversed ? ('asc' as const) : ('desc' as const) }]
      : []),
    { expression: firm, direction: ahead },
    { expression: user, direction: ahead },
  ] as const;
  return { name: `${query.name}:${byScore ? 'score' : 'firm'}:${reversed ? 'desc' : 'asc'}`, columns };
}

/**
 * Investors whose "firm first last" holds `text` (lowercase), as `toLowerCase().includes` finds it.
 * ASCII text is matched by the database (its LOWER folds ASCII exactly as JavaScript does); other
 * text (`ñandú`) by JavaScript over the names only, since SQLite's LOWER leaves non-ASCII letters and
 * PostgreSQL's depends on the database's locale; the matching ids then bound the query.
 */
async function nameMatches(db: Kysely<Database>, text: string): Promise<RawBuilder<boolean>> {
  const names = sql`(investor_profiles.firm || ' ' || users.first_name || ' ' || users.last_name)`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (/^[\u0000-\u007f]*$/.test(text))
    return sql<boolean>`LOWER(${names}) LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
  const rows = await db
    .selectFrom('investor_profiles')
    .innerJoin('users', 'users.id', 'investor_profiles.user_id')
    .select(['investor_profiles.user_id', 'investor_profiles.firm', 'users.first_name', 'users.last_name'])
    .execute();
  const ids = rows
    .filter((row) => `${row.firm} ${row.first_name} ${row.last_name}`.toLowerCase().includes(text))
    .map((row) => row.user_id);
  return ids.length === 0
    ? sql<boolean>`(1 = 0)`
    : sql<boolean>`investor_profiles.user_id IN (${sql.join(ids.map((id) => sql`${id}`))})`;
}

/** One page of investors holding role 4, filtered, ranked in SQL for a pitch (or by firm), keyset-paged. */
export async function rankedInvestorPage(db: Kysely<Database>, query: RankedInvestorsQuery) {
  const score = query.facts ? scoreExpression(query.dialect, query.facts) : null;
  let select = investorProfilesQuery(db);
  if (query.stage) select = select.where(holds(query.dialect, 'investor_profiles.stages', query.stage));
  if (query.sector) select = select.where(holds(query.dialect, 'investor_profiles.sectors', query.sector));
  if (query.geography)
    select = select.where(holds(query.dialect, 'investor_profiles.geographies', query.geography));
  if (query.text) select = select.where(await nameMatches(db, query.text));
  return keysetPage(db, select, { sort: orderOf(query, score), cursor: query.cursor, limit: query.limit });
}
