import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingSkeleton } from '../states/loading-skeleton';
import { Button } from '../ui/button';

/** What a list view needs of a TanStack query: its state and how to try again. */
export interface ListViewQuery {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
  /** keepPreviousData: the items shown are the previous filters' answer while the new one loads. */
  isPlaceholderData?: boolean;
  /** `paused` while the browser is offline. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  /** The last failed attempt's error while the query retries. */
  failureReason?: unknown;
  /** An infinite list whose next page failed: its pages stay, and `LoadMore` shows the failure. */
  isFetchNextPageError?: boolean;
}

/**
 * True when the list on screen answers the previous filters and the new answer cannot come (the
 * browser is offline, or the request failed and is being retried): showing those items would
 * present unfiltered results under the new search, so the list shows the error instead.
 */
export function isStaleAfterFailure(query: ListViewQuery): boolean {
  return Boolean(query.isPlaceholderData) && (query.fetchStatus === 'paused' || query.failureReason != null);
}

interface ListViewProps<T> {
  query: ListViewQuery;
  items: readonly T[];
  /** True while a search or filter is in effect: an empty answer then says "No results found!". */
  filtered?: boolean;
  /** Offers "Clear filters" on the filtered empty state. */
  onClearFilters?(): void;
  /** A hint under "No results found!" (how to search better). */
  filteredHint?: ReactNode;
  /** The empty state of a list with nothing in it at all (no search or filter). */
  empty?: { title?: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };
  /** The skeleton's shape while the first page loads. */
  skeleton?: 'rows' | 'cards';
  skeletonCount?: number;
  /** The content, once there are items. */
  children(items: readonly T[]): ReactNode;
}

/**
 * The one pending → error → empty → content switch of a list: a skeleton in the shape of the
 * content, the server's message with Try again (also when the previous filters' items would stay on
 * screen because the new request failed or waits for the network), a designed empty state ("No results found!" for a
 * search, with Clear filters), then the items.
 */
export function ListView<T>({
  query,
  items,
  filtered = false,
  onClearFilters,
  filteredHint,
  empty,
  skeleton = 'rows',
  skeletonCount,
  children,
}: ListViewProps<T>) {
  const { t } = useTranslation('kit');
  if (query.status === 'pending') return <LoadingSkeleton variant={skeleton} count={skeletonCount} />;
  const nextPageFailed = query.isFetchNextPageError === true && items.length > 0;
  if ((query.status === 'error' && !nextPageFailed) || isStaleAfterFailure(query))
    return (
      <ErrorState
        error={query.error ?? query.failureReason}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching && query.fetchStatus !== 'paused'}
      />
    );
  if (items.length === 0) {
    if (filtered || !empty)
      return (
        <EmptyState
          description={filtered ? filteredHint : undefined}
          action={
            filtered && onClearFilters ? (
              <Button variant="secondary" onClick={onClearFilters}>
                {t('list.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      );
    return (
      <EmptyState
        title={empty.title ?? t('list.nothingYet')}
        description={empty.description}
        icon={empty.icon}
        action={empty.action}
      />
    );
  }
  return <>{children(items)}</>;
}
