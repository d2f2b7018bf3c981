import type { ListPage, SortSpec, SortValue } from '@ailab/core/contract/schemas/list';
import { parseSortValue } from '@ailab/core/contract/schemas/list';
import {
  type Expression,
  type QueryExecutorProvider,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { AppError } from '../http/app-error';
import { isValueTypeMismatch } from './cursor-type-mismatch';

/** One value a sort column may hold in a cursor. */
type CursorValue = string | number | null;

/** A column (`'users.email'`) or an SQL expression (sql`lower(users.last_name)`) a list sorts by. */
export type KeysetExpression = string | Expression<unknown>;

/** A sort column; `nullable` columns sort their NULLs last in both directions, on both databases. */
export interface KeysetColumn {
  expression: KeysetExpression;
  nullable?: boolean;
}

/** A fully resolved order: the columns in order, the last one unique (the id), and the name cursors carry. */
export interface KeysetSort {
  /** Names the list and its sort; a cursor made under another name is refused with INVALID_CURSOR. */
  name: string;
  columns: readonly (KeysetColumn & { direction: 'asc' | 'desc' })[];
}

/** For each sort key of a list, the column or columns it orders by (the id is added as tie-breaker). */
export type KeysetSortColumns<K extends string> = Record<
  K,
  KeysetExpression | KeysetColumn | readonly KeysetColumn[]
>;

function toColumns(
  value: KeysetExpression | KeysetColumn | readonly KeysetColumn[],
): readonly KeysetColumn[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null && 'expression' in value) return [value as KeysetColumn];
  return [{ expression: value as KeysetExpression }];
}

/**
 * Resolves a list request's `sort` (or the default) into a keyset order: the
 * key's columns followed by the id, all in the requested direction.
 *
 * @example
 * ```ts
 * const order = keysetSort('admin.users', body.sort, '-created_at', {
 *   name: [{ expression: 'users.last_name' }, { expression: 'users.first_name' }],
 *   email: 'users.email',
 *   createdAt: 'users.created_at',
 *   lastLogin: { expression: 'users.last_login_at', nullable: true },
 * }, 'users.id');
 * ```
 */
export function keysetSort<K extends string>(
  list: string,
  sort: SortValue<K> | undefined,
  defaultSort: SortValue<K>,
  columns: KeysetSortColumns<K>,
  id: KeysetExpression = 'id',
): KeysetSort {
  const value = sort ?? defaultSort;
  const spec: SortSpec<K> = parseSortValue(value);
  const direction = spec.direction;
  return {
    name: `${list}:${value}`,
    columns: [...toColumns(columns[spec.key]), { expression: id }].map((column) => ({
      ...column,
      direction,
    })),
  };
}

function toExpression(expression: KeysetExpression): Expression<unknown> {
  return typeof expression === 'string' ? sql.ref(expression) : expression;
}

/** Encodes the sort values of a page's last row as an opaque, URL-safe cursor. */
export function encodeCursor(sortName: string, values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify({ s: sortName, v: values }), 'utf8').toString('base64url');
}

/** Decodes and validates a cursor for this sort; anything else throws INVALID_CURSOR (400). */
export function decodeCursor(cursor: string, sort: KeysetSort): CursorValue[] {
  const invalid = () => new AppError('INVALID_CURSOR');
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalid();
  const { s, v } = parsed as { s?: unknown; v?: unknown };
  if (s !== sort.name || !Array.isArray(v) || v.length !== sort.columns.length) throw invalid();
  const values = v as unknown[];
  sort.columns.forEach((column, index) => {
    const value = values[index];
    const isLast = index === sort.columns.length - 1;
    if (value === null && column.nullable && !isLast) return;
    if (typeof value === 'string' && value.length <= 1024) return;
    if (typeof value === 'number' && Number.isFinite(value)) return;
    throw invalid();
  });
  return values as CursorValue[];
}

/**
 * Rows strictly after the cursor position in the given order. NULLs sort
 * last, so after a NULL only NULLs (equal on that column) may follow.
 */
function afterCursor(sort: KeysetSort, values: readonly CursorValue[]): Expression<SqlBool> {
  const alternatives: Expression<SqlBool>[] = [];
  sort.columns.forEach((column, index) => {
    const value = values[index] ?? null;
    if (value === null) return;
    const equalBefore = sort.columns.slice(0, index).map((previous, i) => {
      const previousValue = values[i] ?? null;
      const ref = toExpression(previous.expression);
      return previousValue === null ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ${previousValue}`;
    });
    const ref = toExpression(column.expression);
    const beyond =
      column.direction === 'asc' ? sql<SqlBool>`${ref} > ${value}` : sql<SqlBool>`${ref} < ${value}`;
    const step = column.nullable ? sql<SqlBool>`(${beyond} or ${ref} is null)` : beyond;
    alternatives.push(sql<SqlBool>`(${sql.join([...equalBefore, step], sql` and `)})`);
  });
  return alternatives.length === 0
    ? sql<SqlBool>`1 = 0`
    : sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

const KEY_PREFIX = 'keyset_sort_';
/** Starts with {@link KEY_PREFIX}, so that it is dropped from the items like the sort keys. */
const TOTAL_KEY = `${KEY_PREFIX}total`;

/**
 * Runs one page of a list: `query` (the filtered select, without ORDER BY or
 * LIMIT) is ordered by `sort`, continued after `cursor`, and cut at `limit`.
 * Answers `{ items, next_cursor, total }`; `total` counts every row of `query`.
 * Works the same on SQLite and PostgreSQL; a malformed or foreign cursor
 * throws INVALID_CURSOR.
 *
 * @example
 * ```ts
 * const query = db.selectFrom('users').select(['id', 'email', 'created_at']).where(...filters);
 * const page = await keysetPage(db, query, { sort: keysetSort('admin.users', body.sort, '-created_at', COLUMNS, 'users.id'), cursor: body.cursor, limit: body.limit });
 * ```
 */
export async function keysetPage<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  options: {
    sort: KeysetSort;
    cursor: string | undefined;
    limit: number;
    /** The total when the caller knows it from a cheaper query (e.g. an index-only count); counted otherwise. */
    total?: number;
    /** The same rows written for counting (e.g. `IN` where the page uses `EXISTS`); defaults to `query`. */
    countQuery?: SelectQueryBuilder<DB, TB, unknown>;
    /**
     * An expression every page row selects that equals the total, such as a count over a
     * common table expression the page's query already computed: the page then needs one
     * statement, and the separate count runs only when the page is empty.
     */
    totalWithRows?: Expression<unknown>;
  },
): Promise<ListPage<O>> {
  const { sort, limit } = options;
  const values = options.cursor === undefined ? undefined : decodeCursor(options.cursor, sort);
  let page = query.select(
    sort.columns.map((column, index) => sql`${toExpression(column.expression)}`.as(`${KEY_PREFIX}${index}`)),
  ) as unknown as SelectQueryBuilder<DB, TB, Record<string, unknown>>;
  if (options.totalWithRows) page = page.select(sql`${options.totalWithRows}`.as(TOTAL_KEY));
  if (values) page = page.where(afterCursor(sort, values));
  for (const column of sort.columns) {
    const expression = toExpression(column.expression);
    page = page.orderBy(expression, (order) => {
      const directed = column.direction === 'asc' ? order.asc() : order.desc();
      return column.nullable ? directed.nullsLast() : directed;
    });
  }
  // The count and the page are independent: on PostgreSQL they run on two pooled connections at once.
  const countTotal = async () =>
    Number(
      (
        await sql<{
          total: number | string | bigint;
        }>`select count(*) as total from ${options.countQuery ?? query} as keyset_total`.execute(db)
      ).rows[0]?.total ?? 0,
    );
  const [counted, rows] = await Promise.all([
    options.total ?? (options.totalWithRows ? undefined : countTotal()),
    page.limit(limit + 1).execute(),
  ]).catch((error: unknown) => {
    // A cursor whose values decode but do not fit the sort columns' types (a number where a
    // column holds text, a string or a fraction where it holds integers): the columns' types
    // live in the database, so PostgreSQL is what checks them, and its refusal is the client's
    // cursor, not a server fault.
    if (values && isValueTypeMismatch(error)) throw new AppError('INVALID_CURSOR');
    throw error;
  });
  const first = rows[0];
  const total = counted ?? (first ? Number(first[TOTAL_KEY]) : await countTotal());
  const hasMore = rows.length > limit;
  const kept = rows.slice(0, limit);
  const keysOf = (row: Record<string, unknown>) =>
    sort.columns.map((_, index) => normalise(row[`${KEY_PREFIX}${index}`]));
  const last = kept.at(-1);
  const items = kept.map((row) => {
    const item: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) if (!key.startsWith(KEY_PREFIX)) item[key] = value;
    return item as O;
  });
  return { items, next_cursor: hasMore && last ? encodeCursor(sort.name, keysOf(last)) : null, total };
}

function normalise(value: unknown): CursorValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
