import { isApiError } from '@ailab/core/errors/api-error';
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { SectionSpinner } from '../ui/section-spinner';

/** What a query view needs of a TanStack query. */
export interface QueryViewQuery<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

interface QueryViewProps<T> {
  query: QueryViewQuery<T>;
  /** Shown while loading; a spinner by default. */
  pending?: ReactNode;
  /** Shown for a 404 answer or a `null` result; "Not found" by default. */
  notFound?: ReactNode;
  children(data: NonNullable<T>): ReactNode;
}

/** The detail screen's switch: pending, error with Try again, not found (a 404 or `null`), then the data. */
export function QueryView<T>({ query, pending, notFound, children }: QueryViewProps<T>) {
  const { t } = useTranslation('kit');
  const missing = (
    <>
      {notFound ?? (
        <EmptyState
          icon={<FileQuestion aria-hidden="true" className="size-6" />}
          title={t('query.notFound')}
          description={t('query.notFoundBody')}
        />
      )}
    </>
  );
  if (query.status === 'pending') return <>{pending ?? <SectionSpinner />}</>;
  if (query.status === 'error') {
    if (isApiError(query.error) && query.error.code === 'NOT_FOUND') return missing;
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (query.data === undefined || query.data === null) return missing;
  return <>{children(query.data as NonNullable<T>)}</>;
}
