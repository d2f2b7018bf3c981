import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Button } from '../../../components/ui/button';
import { FILTER_FIELD_CLASS, FilterSelect } from '../../../components/ui/filter-select';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useServices } from '../../../hooks/use-services';
import { useInfiniteList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import { type NewsSearchFilters, newsSearchFetcher } from '../api/news-api';
import { ArticleCard } from './article-card';
import { useLastVisit } from './use-last-visit';

const RANGES = { any: 0, day: 1, week: 7, month: 30 } as const;
type Range = keyof typeof RANGES;

/** Instant news search: text, source and date filters, newest or most relevant first, more on scroll. */
export function NewsSearch() {
  const { t, i18n } = useTranslation('news');
  const { api } = useServices();
  const lastVisit = useLastVisit();
  const queryId = useId();
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [range, setRange] = useState<Range>('any');
  const [sort, setSort] = useState<'best' | 'newest'>('best');
  const query = useDebouncedValue(text.trim());
  // The day is fixed for the visit so the filter does not change the query key every render.
  const [today] = useState(() => Date.now());
  const filters = useMemo<NewsSearchFilters>(
    () => ({
      ...(query ? { query } : {}),
      ...(source ? { source_ids: [source] } : {}),
      ...(RANGES[range] ? { since: new Date(today - RANGES[range] * 86_400_000).toISOString() } : {}),
      ...(sort === 'newest' ? { sort: '-published' as const } : {}),
    }),
    [query, source, range, sort, today],
  );
  const fetchPage = useMemo(() => newsSearchFetcher(api), [api]);
  const feed = useInfiniteList({ queryKey: queryKeys.news.search(), fetchPage, filters });
  const firstPage = feed.query.data?.pages[0] as
    | { sources?: { id: string; name: string }[]; capped?: boolean }
    | undefined;
  const [sources, setSources] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (firstPage?.sources) setSources(firstPage.sources);
  }, [firstPage]);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed.query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const fresh = lastVisit ? feed.items.filter((item) => item.fetched_at > lastVisit).length : 0;

  return (
    <div className="flex flex-col gap-4">
      <search className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="relative">
          <label htmlFor={queryId} className="sr-only">
            {t('web.searchLabel')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-ink-subtle"
          />
          <input
            id={queryId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('web.searchPlaceholder')}
            maxLength={200}
            className={`${FILTER_FIELD_CLASS} pl-9`}
          />
        </div>
        <FilterSelect
          label={t('web.source')}
          value={source}
          onChange={setSource}
          options={[
            { value: '', label: t('web.allSources') },
            ...sources.map((item) => ({ value: item.id, label: item.name })),
          ]}
        />
        <FilterSelect
          label={t('web.date')}
          value={range}
          onChange={setRange}
          options={(Object.keys(RANGES) as Range[]).map((key) => ({
            value: key,
            label: t(`web.range.${key}`),
          }))}
        />
        <FilterSelect
          label={t('web.sort')}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'best', label: t('web.sortBest') },
            { value: 'newest', label: t('web.sortNewest') },
          ]}
        />
      </search>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {feed.query.isSuccess ? t('web.resultCount', { count: feed.total }) : null}
        {fresh > 0 ? ` · ${t('web.newSinceLastVisit', { count: fresh })}` : null}
        {feed.query.isSuccess && firstPage?.capped ? ` · ${t('web.capped')}` : null}
      </p>
      {feed.query.isPending ? (
        <LoadingSkeleton variant="rows" count={4} />
      ) : feed.query.isError ? (
        <ErrorState
          error={feed.query.error}
          onRetry={() => void feed.query.refetch()}
          retrying={feed.query.isFetching}
        />
      ) : feed.items.length === 0 ? (
        <EmptyState description={query ? t('web.noResultsHint') : undefined} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('web.results')}>
          {feed.items.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                language={i18n.language}
                isNew={lastVisit !== null && article.fetched_at > lastVisit}
              />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {hasNextPage ? (
        <Button
          variant="secondary"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          className="self-center"
        >
          {t('web.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
