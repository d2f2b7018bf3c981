import type { ApiClient } from '@ailab/core/client/create-client';
import type { Endpoint } from '@ailab/core/contract/define';
import { LIST_DEFAULT_LIMIT, type ListPage } from '@ailab/core/contract/schemas/list';
import { keepPreviousData, type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

/** What a list request carries besides the filters. */
export interface PageRequest {
  cursor?: string;
  limit: number;
}

/** Fetches one page of a list for the filters and paging. */
export type ListFetcher<F, T> = (request: F & PageRequest) => Promise<ListPage<T>>;

/** A contract endpoint whose answer is a list page. */
type ListEndpoint = Endpoint & { response: z.ZodType<ListPage<unknown>> };
/** The filters of a list endpoint: its request without the paging fields. */
export type EndpointFilters<E extends ListEndpoint> = Omit<z.input<E['body']>, 'cursor' | 'limit'>;
/** The item type of a list endpoint. */
export type EndpointItem<E extends ListEndpoint> = z.output<E['response']>['items'][number];

/**
 * A fetcher for a contract list endpoint, typed by the contract.
 *
 * @example
 * const fetchUsers = endpointFetcher(api, contract.adminUsers.allUsers);
 */
export function endpointFetcher<E extends ListEndpoint>(
  api: ApiClient,
  endpoint: E,
): ListFetcher<EndpointFilters<E>, EndpointItem<E>> {
  return (request) => api.call(endpoint, request as z.input<E['body']>) as Promise<ListPage<EndpointItem<E>>>;
}

function pageRequest<F extends object>(
  filters: F,
  cursor: string | undefined,
  limit: number,
): F & PageRequest {
  return cursor === undefined ? { ...filters, limit } : { ...filters, cursor, limit };
}

/** How a paged list moves between pages; `DataTable` takes it as its `pagination`. */
export interface ListPagination {
  pageIndex: number;
  pageSize: number;
  /** Items on the current page. */
  pageItems: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous(): void;
  next(): void;
}

interface PagedListOptions<F, T> {
  /** The list's key from `queryKeys`; filters and the cursor are appended. */
  queryKey: QueryKey;
  fetchPage: ListFetcher<F, T>;
  filters: F;
  pageSize?: number;
  enabled?: boolean;
}

/**
 * One page at a time, with Previous/Next over cursors (a stack of the cursors
 * seen). The previous page stays on screen while the next loads
 * (keepPreviousData), and changing the filters goes back to the first page.
 *
 * @example
 * const list = usePagedList({ queryKey: queryKeys.admin.users(), fetchPage: endpointFetcher(api, contract.adminUsers.allUsers), filters: { query, sort } });
 * <DataTable rows={list.items} status={list.query.status} error={list.query.error} pagination={list.pagination} ... />
 */
export function usePagedList<F extends object, T>(options: PagedListOptions<F, T>) {
  const { queryKey, fetchPage, filters, enabled = true } = options;
  const pageSize = options.pageSize ?? LIST_DEFAULT_LIMIT;
  const filtersKey = JSON.stringify(filters);
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: filtersKey,
    cursors: [undefined],
  });
  // New filters start from the first page in this very render: an old cursor must never travel with them.
  const current = state.key === filtersKey ? state : { key: filtersKey, cursors: [undefined] };
  if (current !== state) setState(current);
  const pageIndex = current.cursors.length - 1;
  const cursor = current.cursors[pageIndex];

  const query = useQuery({
    queryKey: [...queryKey, 'page', filters, pageSize, cursor ?? null],
    queryFn: () => fetchPage(pageRequest(filters, cursor, pageSize)),
    placeholderData: keepPreviousData,
    enabled,
  });
  const data = query.data;
  const nextCursor = query.isPlaceholderData ? null : (data?.next_cursor ?? null);

  const next = useCallback(() => {
    if (nextCursor === null) return;
    setState((previous) => ({ ...previous, cursors: [...previous.cursors, nextCursor] }));
  }, [nextCursor]);
  const previous = useCallback(() => {
    setState((old) => (old.cursors.length > 1 ? { ...old, cursors: old.cursors.slice(0, -1) } : old));
  }, []);

  const items = data?.items ?? [];
  const pagination: ListPagination = {
    pageIndex,
    pageSize,
    pageItems: items.length,
    total: data?.total ?? 0,
    hasPrevious: pageIndex > 0,
    hasNext: nextCursor !== null,
    previous,
    next,
  };
  return { query, items, total: data?.total ?? 0, pagination };
}

/**
 * Pages appended as the user asks for more ("Load more" or an infinite
 * scroll), following `next_cursor`. Changing the filters keeps the previous
 * result on screen until the new first page arrives.
 *
 * @example
 * const feed = useInfiniteList({ queryKey: newsKeys.all(), fetchPage: endpointFetcher(api, contract.news.list), filters: { query } });
 * feed.items.map(...); feed.query.hasNextPage && <Button onClick={() => feed.query.fetchNextPage()}>…</Button>
 */
export function useInfiniteList<F extends object, T>(options: PagedListOptions<F, T>) {
  const { queryKey, fetchPage, filters, enabled = true } = options;
  const pageSize = options.pageSize ?? LIST_DEFAULT_LIMIT;
  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'infinite', filters, pageSize],
    queryFn: ({ pageParam }) => fetchPage(pageRequest(filters, pageParam, pageSize)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // As in usePagedList: while new filters load, the last result (and its facets) stays shown.
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  return { query, items, total: pages?.[0]?.total ?? 0 };
}

/** The type of each list parameter kept in the URL. */
export type ParamKind = 'string' | 'number' | 'boolean';
/** The values of a parameter spec; absent parameters are `undefined`. */
export type ParamValues<S extends Record<string, ParamKind>> = {
  [K in keyof S]?: S[K] extends 'number' ? number : S[K] extends 'boolean' ? boolean : string;
};

/** Reads list filters from URL search params; values of the wrong type are left out. */
export function readListParams<S extends Record<string, ParamKind>>(
  params: URLSearchParams,
  spec: S,
): ParamValues<S> {
  const values: Record<string, string | number | boolean> = {};
  for (const [key, kind] of Object.entries(spec)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    if (kind === 'string') values[key] = raw;
    else if (kind === 'number') {
      const number = Number(raw);
      if (Number.isFinite(number)) values[key] = number;
    } else if (raw === 'true' || raw === 'false') values[key] = raw === 'true';
  }
  return values as ParamValues<S>;
}

/** Writes list filters into URL search params: set values replace, `undefined` and `''` remove. */
export function writeListParams(
  params: URLSearchParams,
  values: Record<string, string | number | boolean | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * List filters kept in the URL (so a filtered list can be shared and survives
 * a reload): `[values, update]`, where `update` merges and replaces the
 * history entry.
 *
 * @example
 * const [params, setParams] = useListSearchParams({ query: 'string', role: 'number', sort: 'string' });
 * setParams({ role: 99 });
 */
export function useListSearchParams<S extends Record<string, ParamKind>>(spec: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => readListParams(searchParams, spec), [searchParams, spec]);
  // The URL as last written: two changes in a row (a filter, then a click before the re-render) both
  // land, where react-router's updater would hand the second one the params of the last render.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (changes: ParamValues<S>) => {
      const next = writeListParams(latest.current, changes as Record<string, string | number | boolean>);
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );
  return [values, update] as const;
}
