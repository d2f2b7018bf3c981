import type { ListPage } from '@ailab/core/contract/schemas/list';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  type PageRequest,
  readListParams,
  useInfiniteList,
  useListSearchParams,
  usePagedList,
  writeListParams,
} from './list-query';

const NUMBERS = Array.from({ length: 45 }, (_, i) => i + 1);

/** A list of numbers served like a keyset list; records every request. */
function numberServer() {
  const requests: (PageRequest & { odd?: boolean })[] = [];
  const fetchPage = async (request: PageRequest & { odd?: boolean }): Promise<ListPage<number>> => {
    requests.push(request);
    const all = request.odd ? NUMBERS.filter((n) => n % 2 === 1) : NUMBERS;
    const start = request.cursor === undefined ? 0 : all.indexOf(Number(request.cursor)) + 1;
    const items = all.slice(start, start + request.limit);
    const last = items.at(-1);
    const more = start + items.length < all.length;
    return { items, next_cursor: more && last !== undefined ? String(last) : null, total: all.length };
  };
  return { requests, fetchPage };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/list?query=ana&role=99&verified=true&bad=1&page=x']}>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('usePagedList', () => {
  it('moves forward and back over cursors and starts again when the filters change', async () => {
    const server = numberServer();
    const { result, rerender } = renderHook(
      ({ odd }: { odd: boolean }) =>
        usePagedList({ queryKey: ['numbers'], fetchPage: server.fetchPage, filters: { odd }, pageSize: 20 }),
      { wrapper, initialProps: { odd: false } },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.pagination).toMatchObject({
      pageIndex: 0,
      total: 45,
      hasPrevious: false,
      hasNext: true,
    });
    act(() => result.current.pagination.next());
    await waitFor(() => expect(result.current.items[0]).toBe(21));
    act(() => result.current.pagination.next());
    await waitFor(() => expect(result.current.items).toEqual([41, 42, 43, 44, 45]));
    expect(result.current.pagination).toMatchObject({
      pageIndex: 2,
      hasNext: false,
      hasPrevious: true,
      pageItems: 5,
    });
    act(() => result.current.pagination.previous());
    await waitFor(() => expect(result.current.items[0]).toBe(21));
    rerender({ odd: true });
    await waitFor(() => expect(result.current.items[0]).toBe(1));
    expect(result.current.pagination).toMatchObject({ pageIndex: 0, total: 23 });
    // The new filters were never sent with a cursor of the old ones.
    expect(server.requests.filter((request) => request.odd)).toEqual([{ odd: true, limit: 20 }]);
  });
});

describe('useInfiniteList', () => {
  it('appends pages following next_cursor', async () => {
    const server = numberServer();
    const { result } = renderHook(
      () =>
        useInfiniteList({ queryKey: ['numbers'], fetchPage: server.fetchPage, filters: {}, pageSize: 20 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    await act(async () => void (await result.current.query.fetchNextPage()));
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    await act(async () => void (await result.current.query.fetchNextPage()));
    await waitFor(() => expect(result.current.items).toHaveLength(45));
    expect(result.current.items).toEqual(NUMBERS);
    expect(result.current.query.hasNextPage).toBe(false);
    expect(result.current.total).toBe(45);
    expect(server.requests.map((request) => request.cursor)).toEqual([undefined, '20', '40']);
  });
});

describe('list search params', () => {
  const spec = { query: 'string', role: 'number', verified: 'boolean', page: 'number' } as const;

  it('reads typed values and skips malformed ones', () => {
    const params = new URLSearchParams('query=ana&role=99&verified=true&page=x&other=1');
    expect(readListParams(params, spec)).toEqual({ query: 'ana', role: 99, verified: true });
    expect(readListParams(new URLSearchParams('verified=yes&query='), spec)).toEqual({});
  });

  it('writes values and removes cleared ones, keeping other params', () => {
    const next = writeListParams(new URLSearchParams('query=ana&tab=2'), {
      query: undefined,
      role: 3,
      verified: false,
    });
    expect(next.toString()).toBe('tab=2&role=3&verified=false');
    expect(writeListParams(next, { role: '' }).toString()).toBe('tab=2&verified=false');
  });

  it('keeps filters in the URL through the hook', async () => {
    const { result } = renderHook(() => useListSearchParams(spec), { wrapper });
    expect(result.current[0]).toEqual({ query: 'ana', role: 99, verified: true });
    act(() => result.current[1]({ role: 5, query: undefined }));
    await waitFor(() => expect(result.current[0]).toEqual({ role: 5, verified: true }));
  });
});
