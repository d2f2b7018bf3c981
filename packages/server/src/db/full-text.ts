import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import type { SearchQuery, SearchTerm } from '@ailab/core/search/parse-search-query';
import { type RawBuilder, sql } from 'kysely';

/**
 * Full-text search on both databases from one parsed {@link SearchQuery}.
 * The query is rebuilt from its sanitised words (letters and digits only),
 * quoted for the engine, and always sent as a bound parameter: what a user
 * typed never reaches SQL or a MATCH expression.
 */

/** The FTS5 tokenizer every full-text table uses; pass it to `CREATE VIRTUAL TABLE … tokenize=`. */
export const FTS5_TOKENIZER = 'unicode61 remove_diacritics 2';
/**
 * The PostgreSQL text search configuration every tsvector and tsquery uses.
 * `simple` (no stemming, no stop words) finds what SQLite's unicode61 finds,
 * so both databases answer a search the same way.
 */
export const TEXT_SEARCH_CONFIG = 'simple';

// Private-use characters mark highlights inside snippets; they never occur in stored prose.
const HIGHLIGHT_START = '\uE000';
const HIGHLIGHT_END = '\uE001';
const ELLIPSIS = '…';

function ftsQuoted(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

function ftsTerm(term: SearchTerm): string {
  if (term.kind === 'phrase') return ftsQuoted(term.words.join(' '));
  return term.prefix ? `${ftsQuoted(term.word)}*` : ftsQuoted(term.word);
}

/**
 * The FTS5 MATCH text for a query: included terms joined by AND, each
 * excluded term removed with NOT. Empty for a query without included terms.
 */
export function ftsMatchText(query: SearchQuery): string {
  const included = query.terms.filter((term) => !term.excluded).map(ftsTerm);
  if (included.length === 0) return '';
  const excluded = query.terms.filter((term) => term.excluded).map(ftsTerm);
  return excluded.reduce((expression, term) => `(${expression}) NOT ${term}`, `(${included.join(' AND ')})`);
}

function tsLexeme(word: string): string {
  return `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

function tsTerm(term: SearchTerm): string {
  const body =
    term.kind === 'phrase'
      ? `(${term.words.map(tsLexeme).join(' <-> ')})`
      : `${tsLexeme(term.word)}${term.prefix ? ':*' : ''}`;
  return term.excluded ? `!${body}` : body;
}

/** The `to_tsquery` text for a query: every term joined by `&`, phrases with `<->`, prefixes with `:*`. */
export function tsQueryText(query: SearchQuery): string {
  return query.terms.map(tsTerm).join(' & ');
}

/** `<fts table> MATCH ?` for SQLite, with the match text bound. */
export function sqliteMatches(ftsTable: string, query: SearchQuery): RawBuilder<boolean> {
  return sql<boolean>`${sql.table(ftsTable)} MATCH ${ftsMatchText(query)}`;
}

/** `to_tsquery('simple', ?)` for PostgreSQL, with the query text bound. */
export function postgresTsQuery(query: SearchQuery): RawBuilder<unknown> {
  return sql`to_tsquery(${sql.lit(TEXT_SEARCH_CONFIG)}, ${tsQueryText(query)})`;
}

/** `<tsvector column> @@ to_tsquery(…)` for PostgreSQL. */
export function postgresMatches(tsvectorColumn: string, query: SearchQuery): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(tsvectorColumn)} @@ ${postgresTsQuery(query)}`;
}

/**
 * SQLite's bm25 rank for the row being matched; lower is better, so sort
 * ascending. Weights follow the FTS table's column order (e.g. title first).
 */
export function sqliteRank(ftsTable: string, weights: readonly number[]): RawBuilder<number> {
  const args = weights.map((weight) => sql.lit(weight));
  return sql<number>`bm25(${sql.table(ftsTable)}, ${sql.join(args)})`;
}

/**
 * PostgreSQL's rank, negated so that, as on SQLite, lower is better and
 * sorting is ascending. Rounded to a numeric so a keyset cursor carries it
 * exactly (a float4 does not survive a round trip through JSON and back).
 */
export function postgresRank(tsvectorColumn: string, query: SearchQuery): RawBuilder<number> {
  // Ranked by the included terms only: ts_rank counts a negated term against the row, bm25 ignores it.
  const included = { terms: query.terms.filter((term) => !term.excluded) };
  return sql<number>`round((0 - ts_rank(${sql.ref(tsvectorColumn)}, ${postgresTsQuery(included)}))::numeric, 8)`;
}

/** SQLite `snippet()` of one FTS column (0-based), about `words` tokens long, with highlight markers. */
export function sqliteSnippet(ftsTable: string, column: number, words = 24): RawBuilder<string> {
  return sql<string>`snippet(${sql.table(ftsTable)}, ${sql.lit(column)}, ${HIGHLIGHT_START}, ${HIGHLIGHT_END}, ${ELLIPSIS}, ${sql.lit(words)})`;
}

/**
 * PostgreSQL `ts_headline()` of a text expression with highlight markers.
 * It reads the whole text, so call it only for the rows of one page.
 */
export function postgresHeadline(
  text: RawBuilder<unknown>,
  query: SearchQuery,
  words = 24,
): RawBuilder<string> {
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=${words}, MinWords=${Math.ceil(words / 2)}, ShortWord=0, MaxFragments=2, FragmentDelimiter=" ${ELLIPSIS} "`;
  return sql<string>`ts_headline(${sql.lit(TEXT_SEARCH_CONFIG)}, ${text}, ${postgresTsQuery(query)}, ${options})`;
}

/** Splits a marked snippet from {@link sqliteSnippet} or {@link postgresHeadline} into plain and matched pieces. */
export function snippetPieces(marked: string): Snippet {
  const pieces: Snippet = [];
  let rest = marked;
  while (rest.length > 0) {
    const start = rest.indexOf(HIGHLIGHT_START);
    if (start === -1) {
      pieces.push({ text: rest, match: false });
      break;
    }
    if (start > 0) pieces.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(HIGHLIGHT_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    const matched = rest.slice(start + 1, stop);
    if (matched.length > 0) pieces.push({ text: matched, match: true });
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  return pieces.filter((piece) => piece.text.length > 0);
}
