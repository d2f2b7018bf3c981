import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep a prepared statement; the least recently used goes first. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

/**
 * The database Kysely's SQLite dialect drives, with a bounded cache of prepared statements keyed
 * by SQL text. Kysely prepares every query again; better-sqlite3's `prepare` is a large part of a
 * simple read. A cached statement is safe to reuse: Kysely runs one query at a time on SQLite's
 * single connection, and SQLite re-prepares a statement itself after a schema change.
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  maxEntries: number = DEFAULT_STATEMENT_CACHE_SIZE,
): SqliteDatabase & { cachedStatements(): number } {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        // Map order is insertion order: re-inserting marks the statement as recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > maxEntries) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
    cachedStatements: () => statements.size,
  };
}
