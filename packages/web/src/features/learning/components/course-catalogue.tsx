import { contract } from '@ailab/core/contract/index';
import type { CourseSummary } from '@ailab/core/contract/learning/course.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, useInfiniteList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import { CatalogueFilters, type CatalogueFilterValues } from './catalogue-filters';
import { CourseCard } from './course-card';

type CatalogueItem = CourseSummary & { myState?: 'active' | 'completed' | 'withdrawn' | null };

/**
 * The course catalogue: search, level and sort, a grid of cards with "Load more".
 * Members see their enrolment state (student listing); visitors the open catalogue.
 */
export function CourseCatalogue({
  member,
  hrefOf,
}: {
  member: boolean;
  hrefOf: (courseId: string) => string;
}) {
  const { t } = useTranslation('learning');
  const { api } = useServices();
  const [values, setValues] = useState<CatalogueFilterValues>({ text: '', level: '', sort: '-published_at' });
  const query = useDebouncedValue(values.text.trim());
  const filters = {
    ...(query ? { query } : {}),
    ...(values.level ? { level: values.level } : {}),
    sort: values.sort as '-published_at',
  };
  const list = useInfiniteList<typeof filters, CatalogueItem>({
    queryKey: queryKeys.learning.catalogue({ member }),
    fetchPage: member
      ? endpointFetcher(api, contract.studentCourses.listing)
      : endpointFetcher(api, contract.open.courses),
    filters,
    pageSize: 12,
  });
  return (
    <div className="space-y-6">
      <CatalogueFilters values={values} onChange={setValues} />
      {list.query.isPending ? (
        <LoadingSkeleton variant="cards" count={6} />
      ) : list.query.isError ? (
        <ErrorState error={list.query.error} onRetry={() => list.query.refetch()} />
      ) : list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p className="text-sm text-ink-subtle" aria-live="polite">
            {t('web.courseCount', { count: list.total })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((course) => (
              <CourseCard key={course.id} course={course} href={hrefOf(course.id)} myState={course.myState} />
            ))}
          </ul>
          {list.query.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                loading={list.query.isFetchingNextPage}
                onClick={() => list.query.fetchNextPage()}
              >
                {t('web.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
