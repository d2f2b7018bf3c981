import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { isStaleAfterFailure, ListView } from '../../../components/list/list-view';
import { LoadMore } from '../../../components/list/load-more';
import { SelectField } from '../../../components/ui/select-field';
import { useServices } from '../../../hooks/use-services';
import { useInfiniteList, useListSearchParams } from '../../../lib/list-query';
import { type NewsSearchFilters, newsSearchFetcher } from '../api/news-api';
import { newsKeys } from '../api/news-query-keys';
import { ArticleCard } from './article-card';
import { useLastVisit } from './use-last-visit';

const RANGES = { any: 0, day: 1, week: 7, month: 30 } as const;
type Range = keyof typeof RANGES;
type Sort = 'best' | 'newest';

/** The search, filters and sort, kept in the URL. */
const LIST_PARAMS = { q: 'string', source: 'string', range: 'string', sort: 'string' } as const;

/** Instant news search: text, source and date filters, newest or most relevant first, more on scroll. */
export function NewsSearch() {
  const { t, i18n } = useTranslation('news');
  const { api } = useServices();
  const lastVisit = useLastVisit();
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.q ?? '';
  const source = params.source ?? '';
  const range: Range = params.range && params.range in RANGES ? (params.range as Range) : 'any';
  const sort: Sort = params.sort === 'newest' ? 'newest' : 'best';
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
  const feed = useInfiniteList({ queryKey: newsKeys.search(), fetchPage, filters });
  const firstPage = feed.query.data?.pages[0] as
    | { sources?: { id: string; name: string }[]; capped?: boolean }
    | undefined;
  const [sources, setSources] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (firstPage?.sources) setSources(firstPage.sources);
  }, [firstPage]);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed.query;
  useEffect(() => {
    const node = sentinel.current;
    // After a failed page, only the button's Try again asks again (no retry loop while in view).
    if (!node || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const answered = feed.query.isSuccess && !isStaleAfterFailure(feed.query);
  const fresh = lastVisit ? feed.items.filter((item) => item.fetched_at > lastVisit).length : 0;

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={{
          label: t('web.searchLabel'),
          placeholder: t('web.searchPlaceholder'),
          value: query,
          onSearch: (q) => setParams({ q }),
        }}
        filters={
          <>
            <SelectField
              label={t('web.source')}
              hideLabel
              value={source}
              onValueChange={(value) => setParams({ source: value })}
              options={[
                { value: '', label: t('web.allSources') },
                ...sources.map((item) => ({ value: item.id, label: item.name })),
              ]}
            />
            <SelectField
              label={t('web.date')}
              hideLabel
              value={range}
              onValueChange={(value) => setParams({ range: value === 'any' ? undefined : value })}
              options={(Object.keys(RANGES) as Range[]).map((key) => ({
                value: key,
                label: t(`web.range.${key}`),
              }))}
            />
          </>
        }
        sort={{
          label: t('web.sort'),
          value: sort,
          onChange: (value) => setParams({ sort: value === 'best' ? undefined : value }),
          options: [
            { value: 'best', label: t('web.sortBest') },
            { value: 'newest', label: t('web.sortNewest') },
          ],
        }}
      />
      <p className="text-sm text-ink-muted" aria-live="polite">
        {answered ? t('web.resultCount', { count: feed.total }) : null}
        {answered && fresh > 0 ? ` · ${t('web.newSinceLastVisit', { count: fresh })}` : null}
        {answered && firstPage?.capped ? ` · ${t('web.capped')}` : null}
      </p>
      <ListView
        query={feed.query}
        items={feed.items}
        filtered={Boolean(query || source || range !== 'any')}
        filteredHint={query ? t('web.noResultsHint') : undefined}
        onClearFilters={() => setParams({ q: undefined, source: undefined, range: undefined })}
        skeletonCount={4}
      >
        {(articles) => (
          <>
            <ul className="flex flex-col gap-3" aria-label={t('web.results')}>
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard
                    article={article}
                    language={i18n.language}
                    isNew={lastVisit !== null && article.fetched_at > lastVisit}
                  />
                </li>
              ))}
            </ul>
            <LoadMore query={feed.query} shown={articles.length} total={feed.total} />
          </>
        )}
      </ListView>
      <div ref={sentinel} />
    </div>
  );
}
