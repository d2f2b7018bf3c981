import { describe, expect, it, vi } from 'vitest';
import type { ListPagination } from '../../lib/list-query';
import { listTableProps } from './list-table-props';

describe('listTableProps', () => {
  it("hands a paged list's rows, state, paging and Try again to the table", () => {
    const refetch = vi.fn();
    const pagination = { pageIndex: 1, total: 42 } as ListPagination;
    const error = new Error('down');
    const props = listTableProps({
      items: [{ id: 'a' }],
      query: { status: 'error', error, refetch },
      pagination,
    });
    expect(props).toMatchObject({ rows: [{ id: 'a' }], status: 'error', error, pagination });
    props.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
  });
});
