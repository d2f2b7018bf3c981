import { useState } from 'react';
import type { ListPagination } from '../../lib/list-query';

/** Pages through rows held in memory (the results of an import), for `DataTable`'s pagination. */
export function usePagedRows<T>(
  rows: readonly T[],
  pageSize = 20,
): { page: T[]; pagination: ListPagination; reset: () => void } {
  const [pageIndex, setPageIndex] = useState(0);
  const page = rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  return {
    page,
    reset: () => setPageIndex(0),
    pagination: {
      pageIndex,
      pageSize,
      pageItems: page.length,
      total: rows.length,
      hasPrevious: pageIndex > 0,
      hasNext: (pageIndex + 1) * pageSize < rows.length,
      previous: () => setPageIndex((index) => Math.max(0, index - 1)),
      next: () => setPageIndex((index) => index + 1),
    },
  };
}
