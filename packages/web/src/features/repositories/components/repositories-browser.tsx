import type { RefreshSummary } from '@ailab/core/contract/repositories/repositories.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import { useId, useMemo, useState } from 'react';
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
import { type RepositoryFilters, repositoriesFetcher, useRefreshRepositories } from '../api/repositories-api';
import { RepositoryCard } from './repository-card';

function RefreshSummaryLine({ summary }: { summary: RefreshSummary }) {
  const { t } = useTranslation('news');
  return (
    <p role="status" className="rounded-control border border-line bg-surface-muted p-3 text-sm text-ink">
      {t('repos.summary', { ...summary, failed: summary.failed.length })}
      {summary.partial ? ` ${t('repos.partial')}` : ''}
    </p>
  );
}

/** The repositories the lab tracks: search, language and topic filters, sort, more on demand; admins refresh. */
export function RepositoriesBrowser({ roles }: { roles: readonly number[] }) {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const queryId = useId();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState('');
  const [topic, setTopic] = useState('');
  const [sort, setSort] = useState<NonNullable<RepositoryFilters['sort']>>('-stars');
  const query = useDebouncedValue(text.trim());
  const filters = useMemo<RepositoryFilters>(
    () => ({
      ...(query ? { query } : {}),
      ...(language ? { language } : {}),
      ...(topic ? { topic } : {}),
      sort,
    }),
    [query, language, topic, sort],
  );
  const fetchPage = useMemo(() => repositoriesFetcher(api), [api]);
  const list = useInfiniteList({ queryKey: queryKeys.repositories.list(), fetchPage, filters, pageSize: 24 });
  const facets = list.query.data?.pages[0] as { languages?: { name: string; count: number }[] } | undefined;
  const refresh = useRefreshRepositories();
  const isAdmin = roles.includes(ROLE.admin);
  return (
    <div className="flex flex-col gap-4">
      <search className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor={queryId} className="sr-only">
            {t('repos.searchLabel')}
          </label>
          <input
            id={queryId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('web.searchPlaceholder')}
            className={FILTER_FIELD_CLASS}
          />
        </div>
        <FilterSelect
          label={t('repos.language')}
          value={language}
          onChange={setLanguage}
          options={[
            { value: '', label: t('repos.allLanguages') },
            ...(facets?.languages ?? []).map((item) => ({
              value: item.name,
              label: `${item.name} (${item.count})`,
            })),
          ]}
        />
        <FilterSelect
          label={t('web.sort')}
          value={sort}
          onChange={setSort}
          options={[
            { value: '-stars', label: t('repos.sortStars') },
            { value: '-pushed', label: t('repos.sortActivity') },
            { value: 'name', label: t('repos.sortName') },
          ]}
        />
      </search>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {list.query.isSuccess ? t('repos.count', { count: list.total }) : null}
          {topic ? (
            <Button variant="ghost" onClick={() => setTopic('')}>
              {t('repos.clearTopic', { topic })}
            </Button>
          ) : null}
        </p>
        {isAdmin ? (
          <Button variant="secondary" loading={refresh.isPending} onClick={() => refresh.mutate()}>
            {t('repos.refresh')}
          </Button>
        ) : null}
      </div>
      {refresh.data ? <RefreshSummaryLine summary={refresh.data} /> : null}
      {refresh.isError ? <ErrorState error={refresh.error} onRetry={() => refresh.mutate()} /> : null}
      {list.query.isPending ? (
        <LoadingSkeleton variant="cards" count={6} />
      ) : list.query.isError ? (
        <ErrorState
          error={list.query.error}
          onRetry={() => void list.query.refetch()}
          retrying={list.query.isFetching}
        />
      ) : list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('repos.list')}>
          {list.items.map((repository) => (
            <li key={repository.id}>
              <RepositoryCard repository={repository} onTopic={setTopic} />
            </li>
          ))}
        </ul>
      )}
      {list.query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={list.query.isFetchingNextPage}
          onClick={() => void list.query.fetchNextPage()}
        >
          {t('web.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
