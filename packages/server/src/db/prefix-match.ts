import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';

/** Escapes LIKE wildcards (`%`, `_`) and the escape character itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** SQLite's lower() folds ASCII only; fold the same way so both sides agree. */
function lowerAscii(text: string): string {
  return text.replace(/[A-Z]/g, (char) => char.toLowerCase());
}

/** The greatest code point: every string starting with `p` sorts below `p + MAX_CHAR` (binary order). */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

/**
 * Case-insensitive "starts with" on a name or email column, served by an
 * index on `lower(column)` (see `createPrefixIndex`). The user's text is a
 * parameter, never SQL; `%` and `_` match themselves.
 * - PostgreSQL: `lower(col) LIKE 'ana%' ESCAPE '\'` (index with `text_pattern_ops`).
 * - SQLite: `lower(col) >= 'ana' AND lower(col) < 'ana' || U+10FFFF` (a range the
 *   expression index serves; SQLite's lower() folds ASCII letters only).
 *
 * @example
 * ```ts
 * query.where(prefixMatch(ctx.dialect, 'users.email', body.query))
 * ```
 */
export function prefixMatch(
  dialect: 'sqlite' | 'postgres',
  column: string | Expression<string | null>,
  prefix: string,
): Expression<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  if (dialect === 'postgres') {
    return sql<SqlBool>`lower(${ref}) like ${`${escapeLike(prefix.toLowerCase())}%`} escape '\\'`;
  }
  const low = lowerAscii(prefix);
  return sql<SqlBool>`(lower(${ref}) >= ${low} and lower(${ref}) < ${low + MAX_CHAR})`;
}

/** Which database a Kysely instance talks to (migrations use their frozen copy in `migrations/support/`). */
// biome-ignore lint/suspicious/noExplicitAny: works for any schema
export function dialectOf(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
