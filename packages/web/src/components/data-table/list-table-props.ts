import type { ListPagination } from '../../lib/list-query';
import type { DataTableStatus } from './data-table-types';

/** What `listTableProps` needs of a paged list (`usePagedList`'s answer). */
export interface PagedListLike<T> {
  items: readonly T[];
  query: { status: DataTableStatus; error: unknown; refetch(): unknown };
  pagination: ListPagination;
}

/**
 * The `DataTable` props that come from a paged list: its rows, state, Try again and paging.
 *
 * @example
 * const list = useUserList(filters);
 * <DataTable label={…} columns={columns} getRowId={(user) => user.id} {...listTableProps(list)} />
 */
export function listTableProps<T>(list: PagedListLike<T>) {
  return {
    rows: list.items,
    status: list.query.status,
    error: list.query.error,
    onRetry: () => void list.query.refetch(),
    pagination: list.pagination,
  };
}
