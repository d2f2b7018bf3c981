import type { RefreshSummary } from '@ailab/core/contract/repositories/repositories.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { LoadMore } from '../../../components/list/load-more';
import { ErrorState } from '../../../components/states/error-state';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useServices } from '../../../hooks/use-services';
import { useInfiniteList, useListSearchParams } from '../../../lib/list-query';
import { type RepositoryFilters, repositoriesFetcher, useRefreshRepositories } from '../api/repositories-api';
import { repositoriesKeys } from '../api/repositories-query-keys';
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

type Sort = NonNullable<RepositoryFilters['sort']>;
const SORTS: readonly Sort[] = ['-stars', '-pushed', 'name'];

/** The search, filters and sort, kept in the URL. */
const LIST_PARAMS = { q: 'string', language: 'string', topic: 'string', sort: 'string' } as const;

/** The repositories the lab tracks: search, language and topic filters, sort, more on demand; admins refresh. */
export function RepositoriesBrowser({ roles }: { roles: readonly number[] }) {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.q ?? '';
  const language = params.language ?? '';
  const topic = params.topic ?? '';
  const sort: Sort = SORTS.find((value) => value === params.sort) ?? '-stars';
  const setTopic = (value: string) => setParams({ topic: value });
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
  const list = useInfiniteList({ queryKey: repositoriesKeys.list(), fetchPage, filters, pageSize: 24 });
  const facets = list.query.data?.pages[0] as { languages?: { name: string; count: number }[] } | undefined;
  const refresh = useRefreshRepositories();
  const isAdmin = roles.includes(ROLE.admin);
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={{
          label: t('repos.searchLabel'),
          placeholder: t('web.searchPlaceholder'),
          value: query,
          onSearch: (q) => setParams({ q }),
        }}
        filters={
          <SelectField
            label={t('repos.language')}
            hideLabel
            value={language}
            onValueChange={(value) => setParams({ language: value })}
            options={[
              { value: '', label: t('repos.allLanguages') },
              ...(facets?.languages ?? []).map((item) => ({
                value: item.name,
                label: `${item.name} (${item.count})`,
              })),
              // The facets are those of the page on screen: while the filtered page loads there are
              // none, and the choice must stay shown rather than fall back to "All languages".
              ...(language && !facets?.languages?.some((item) => item.name === language)
                ? [{ value: language, label: language }]
                : []),
            ]}
          />
        }
        sort={{
          label: t('web.sort'),
          value: sort,
          onChange: (value) => setParams({ sort: value === '-stars' ? undefined : value }),
          options: [
            { value: '-stars', label: t('repos.sortStars') },
            { value: '-pushed', label: t('repos.sortActivity') },
            { value: 'name', label: t('repos.sortName') },
          ],
        }}
      />
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
      <ListView
        query={list.query}
        items={list.items}
        filtered={Boolean(query || language || topic)}
        onClearFilters={() => setParams({ q: undefined, language: undefined, topic: undefined })}
        skeleton="cards"
        skeletonCount={6}
      >
        {(repositories) => (
          <>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('repos.list')}>
              {repositories.map((repository) => (
                <li key={repository.id}>
                  <RepositoryCard repository={repository} onTopic={setTopic} />
                </li>
              ))}
            </ul>
            <LoadMore query={list.query} shown={repositories.length} total={list.total} />
          </>
        )}
      </ListView>
    </div>
  );
}
