import { isEmptySearch, parseSearchQuery } from '@ailab/core/search/parse-search-query';
import { type Expression, type SqlBool, sql } from 'kysely';
import { postgresMatches, sqliteMatches } from '../../db/full-text';

/**
 * The full-text condition for an event search (title and description), or
 * undefined when the text holds no terms. The contract has already refused
 * what the parser refuses.
 */
export function eventSearchCondition(
  dialect: 'sqlite' | 'postgres',
  text: string,
): Expression<SqlBool> | undefined {
  const parsed = parseSearchQuery(text);
  if (!parsed.ok || isEmptySearch(parsed.query)) return undefined;
  if (dialect === 'postgres') return postgresMatches('events.search_vector', parsed.query);
  return sql<SqlBool>`events.rowid in (select rowid from events_fts where ${sqliteMatches('events_fts', parsed.query)})`;
}
