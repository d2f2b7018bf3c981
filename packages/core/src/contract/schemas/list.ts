import { z } from 'zod';

import {
  LIST_CURSOR_MAX_LENGTH,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  LIST_QUERY_MAX_LENGTH,
  type ListPage,
} from './page-limits';
import { singleLineText } from './single-line-text';

export { LIST_CURSOR_MAX_LENGTH, LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, LIST_QUERY_MAX_LENGTH, type ListPage };

/** A sort value: a sort key ascending (`"name"`) or descending (`"-name"`). */
export type SortValue<K extends string> = K | `-${K}`;

/** A sort value split into its key and direction. */
export interface SortSpec<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** The `sort` values a list with these keys accepts: every key, ascending and descending. */
export function sortValues<K extends string>(
  sortKeys: readonly [K, ...K[]],
): [SortValue<K>, ...SortValue<K>[]] {
  const [first, ...rest] = sortKeys;
  return [first, ...rest, ...sortKeys.map((key) => `-${key}` as const)];
}

/** Splits `"-created_at"` into `{ key: 'created_at', direction: 'desc' }`. */
export function parseSortValue<K extends string>(value: SortValue<K>): SortSpec<K> {
  return value.startsWith('-')
    ? { key: value.slice(1) as K, direction: 'desc' }
    : { key: value as K, direction: 'asc' };
}

/**
 * The request body of a list endpoint: a strict object with
 * `{ query?, ...filters, sort?, cursor?, limit? }`.
 * - `query`: free text, trimmed, at most 200 characters; blank becomes `undefined`.
 * - `sort`: one of the keys, `"-key"` for descending; the server picks the default when absent.
 * - `cursor`: the `next_cursor` of the previous page, opaque to clients.
 * - `limit`: 1–100 items, default 20.
 *
 * @example
 * ```ts
 * const UserListRequest = listRequest(
 *   { role: z.number().int().optional(), verified: z.boolean().optional() },
 *   ['name', 'email', 'created_at'],
 * );
 * // accepts { query: 'ana', role: 99, sort: '-created_at', limit: 50 }
 * // rejects { sort: 'password' }, { limit: 500 }, { unknownField: 1 }
 * ```
 */
export function listRequest<F extends z.ZodRawShape, K extends string>(
  filters: F,
  sortKeys: readonly [K, ...K[]],
) {
  return z.strictObject({
    query: singleLineText()
      .trim()
      .max(LIST_QUERY_MAX_LENGTH)
      .optional()
      .transform((value) => (value ? value : undefined)),
    ...filters,
    sort: z.enum(sortValues(sortKeys)).optional(),
    cursor: z.string().min(1).max(LIST_CURSOR_MAX_LENGTH).optional(),
    limit: z.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  });
}

/**
 * The response of a list endpoint: one page of `items`, the cursor of the
 * next page (`null` on the last page) and the `total` number of matches
 * across all pages (for "1–20 of 245").
 *
 * @example
 * ```ts
 * const UserListResponse = listResponse(AdminUserSchema);
 * // { items: [...], next_cursor: 'eyJ2Ijpb...', total: 245 }
 * ```
 */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    next_cursor: z.string().nullable(),
    total: z.number().int().nonnegative(),
  });
}
