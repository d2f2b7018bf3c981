import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import type { SearchQuery } from '@ailab/core/search/parse-search-query';
import { type Kysely, sql } from 'kysely';
import { postgresHeadline, snippetPieces, sqliteMatches, sqliteSnippet } from '../../db/full-text';
import type { Database } from '../../db/schema';

const SNIPPET_WORDS = 28;

/**
 * Highlighted excerpts of one page of public reports, by report id: SQLite's `snippet()` over the
 * published text's best matching column, PostgreSQL's `ts_headline()` over summary and body. Matches
 * are marked with private-use characters and split into plain pieces, so no HTML (the report's or
 * ours) ever travels; clients render the pieces as text.
 */
export async function reportSnippets(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  query: SearchQuery,
  ids: readonly string[],
): Promise<Map<string, Snippet>> {
  if (ids.length === 0) return new Map();
  const marked =
    dialect === 'sqlite' ? await sqliteMarked(db, query, ids) : await postgresMarked(db, query, ids);
  return new Map(marked.map((row) => [row.id, snippetPieces(row.marked)]));
}

/**
 * SQLite: `snippet()` of the page's reports. For words and phrases, the reports' FTS rowids are read
 * first and given as a literal list, which FTS5 looks up one by one (a word in 4,000 of 10,000 reports:
 * 2.3 → 1.5 ms in the server); joined to `research_items` SQLite walks every match of the query and
 * tests each rowid. A prefix term (`pay*`) is the other way round: FTS5 merges the doclists of every
 * word it starts for each lookup (2.7 → 4.5 ms), so there the one walk over the matches is cheaper.
 */
async function sqliteMarked(db: Kysely<Database>, query: SearchQuery, ids: readonly string[]) {
  const snippet = sqliteSnippet('research_fts', -1, SNIPPET_WORDS).as('marked');
  if (query.terms.some((term) => term.kind === 'word' && term.prefix))
    return db
      .selectFrom('research_fts')
      .innerJoin('research_items', (join) => join.on(sql<boolean>`research_items.rowid = research_fts.rowid`))
      .select(['research_items.id as id', snippet])
      .where(sqliteMatches('research_fts', query))
      .where(
        sql.ref('research_items.rowid'),
        'in',
        db
          .selectFrom('research_items')
          .select(sql<number>`rowid`.as('rowid'))
          .where('id', 'in', [...ids]),
      )
      .execute();
  const rows = await db
    .selectFrom('research_items')
    .select(['id', sql<number>`rowid`.as('rowid')])
    .where('id', 'in', [...ids])
    .execute();
  if (rows.length === 0) return [];
  const idOf = new Map(rows.map((row) => [Number(row.rowid), row.id]));
  const marked = await db
    .selectFrom('research_fts')
    .select([sql<number>`rowid`.as('rowid'), snippet])
    .where(sqliteMatches('research_fts', query))
    .where(sql.ref('rowid'), 'in', [...idOf.keys()])
    .execute();
  return marked.flatMap((row) => {
    const id = idOf.get(Number(row.rowid));
    return id ? [{ id, marked: row.marked }] : [];
  });
}

/** PostgreSQL: `ts_headline()` over summary and body of each report. */
function postgresMarked(db: Kysely<Database>, query: SearchQuery, ids: readonly string[]) {
  return db
    .selectFrom('research_items')
    .select([
      'research_items.id as id',
      postgresHeadline(
        sql`coalesce(research_items.pub_summary, '') || ' … ' || coalesce(research_items.pub_body, '')`,
        query,
        SNIPPET_WORDS,
      ).as('marked'),
    ])
    .where('research_items.id', 'in', [...ids])
    .execute();
}
