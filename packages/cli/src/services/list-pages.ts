import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, type ListPage } from '@ailab/core/contract/schemas/page-limits';

/** How many items a list command fetches: `--limit N` (default 20) or `--all`. */
export interface ListPagesOptions {
  limit?: number;
  all?: boolean;
  /** Called after each page with the items fetched so far and the total, e.g. for a progress line. */
  onPage?: (fetched: number, total: number) => void;
}

/** Fetches one page given where to continue and how many items to ask for. */
export type FetchPage<T> = (page: { cursor?: string; limit: number }) => Promise<ListPage<T>>;

/**
 * Collects items page by page, following `next_cursor`: up to `limit` items
 * (default 20), or every item with `all`. Pages are asked for at most 100
 * items. The answer is one page holding everything fetched; its
 * `next_cursor` is where a later call would continue (`null` when the list is
 * exhausted).
 */
export async function collectPages<T>(
  fetchPage: FetchPage<T>,
  options: ListPagesOptions = {},
): Promise<ListPage<T>> {
  const wanted = options.all ? Number.POSITIVE_INFINITY : (options.limit ?? LIST_DEFAULT_LIMIT);
  const items: T[] = [];
  let cursor: string | undefined;
  let total = 0;
  let nextCursor: string | null = null;
  do {
    const limit = Math.min(LIST_MAX_LIMIT, wanted - items.length);
    const page = await fetchPage(cursor === undefined ? { limit } : { cursor, limit });
    items.push(...page.items);
    total = page.total;
    nextCursor = page.next_cursor;
    cursor = nextCursor ?? undefined;
    options.onPage?.(items.length, total);
    // A server answering an empty page with a cursor would loop forever; stop instead.
    if (page.items.length === 0) break;
  } while (cursor !== undefined && items.length < wanted);
  return { items, next_cursor: nextCursor, total };
}

/** A typed client call of a list endpoint, e.g. `api.adminAudit.list`. */
// biome-ignore lint/suspicious/noExplicitAny: any body type; the real one is read back with Parameters<>
type ListCall = (body: any) => Promise<ListPage<unknown>>;
/** A list endpoint's request without the paging fields, which {@link fetchList} fills in. */
export type ListFilters<C extends ListCall> = Omit<NonNullable<Parameters<C>[0]>, 'cursor' | 'limit'>;
/** The item type of a list call. */
export type ListItem<C extends ListCall> = Awaited<ReturnType<C>>['items'][number];

/**
 * Calls a list endpoint of the typed client with the given filters,
 * following `next_cursor` for `--limit N` / `--all`. Taking the client's
 * function (not the contract entry) keeps the contract out of start-up code.
 *
 * @example
 * ```ts
 * const api = await f.api();
 * const page = await fetchList(api.adminAudit.list, { actor: opts.actor }, listPagesOptions(opts, f.t));
 * printList(f, page, AUDIT_COLUMNS);
 * ```
 */
export function fetchList<C extends ListCall>(
  call: C,
  filters: ListFilters<C>,
  options: ListPagesOptions = {},
): Promise<ListPage<ListItem<C>>> {
  return collectPages((page) => call({ ...filters, ...page }) as Promise<ListPage<ListItem<C>>>, options);
}
