import { LIST_DEFAULT_LIMIT, type ListPage } from '@ailab/core/contract/schemas/page-limits';
import type { ListPagesOptions } from './list-pages';

/**
 * `-L N` / `--all` over a list an endpoint answers whole (sources, followed targets, API tokens, registrations):
 * the first N items (default 20) or every one, as the page object every list prints (`printList`), with `total`
 * the whole list's length so a terminal shows "Showing 20 of 45". Paged endpoints use `fetchList` instead.
 *
 * @example
 * ```ts
 * const { items } = await api.adminNews.sourcesList({});
 * printList(f, pageFromItems(items, listPagesOptions(flags, f.t)), columns);
 * ```
 */
export function pageFromItems<T>(items: readonly T[], options: ListPagesOptions): ListPage<T> {
  const shown = options.all ? [...items] : items.slice(0, options.limit ?? LIST_DEFAULT_LIMIT);
  return { items: shown, next_cursor: null, total: items.length };
}
