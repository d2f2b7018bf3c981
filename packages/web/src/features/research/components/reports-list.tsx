import { contract } from '@ailab/core/contract/index';
import type { PublicReportListBody } from '@ailab/core/contract/research/research.schemas';
import { REPORT_SEARCH_WINDOW } from '@ailab/core/research/search-window';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ListView } from '../../../components/list/list-view';
import { LoadMore } from '../../../components/list/load-more';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, useInfiniteList, useListSearchParams } from '../../../lib/list-query';
import { usePublicIndustries } from '../api/public-research-api';
import { researchKeys } from '../api/research-query-keys';
import { ReportCard } from './report-card';

type Filters = Omit<z.input<typeof PublicReportListBody>, 'cursor' | 'limit'>;
const LIST_PARAMS = { q: 'string', industry: 'string', tag: 'string' } as const;

/** Published reports with search and an industry filter, kept in the URL; shared by the public and member screens. */
export function ReportsList() {
  const { t, i18n } = useTranslation('research');
  const { api } = useServices();
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const home = usePublicIndustries();
  const industries = home.data?.groups.flatMap((group) => group.industries) ?? [];
  const filters: Filters = {
    ...(params.q ? { query: params.q } : {}),
    ...(params.industry ? { industry: params.industry } : {}),
    ...(params.tag ? { tag: params.tag } : {}),
  };
  const list = useInfiniteList({
    queryKey: researchKeys.publicList({}),
    fetchPage: endpointFetcher(api, contract.open.marketResearchAll),
    filters,
    pageSize: 12,
  });
  const filtered = Boolean(params.q || params.industry || params.tag);
  // The list kit types a page as the list pattern; the answer also says whether the search was capped.
  const capped = (list.query.data?.pages[0] as { capped?: boolean } | undefined)?.capped === true;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SearchField
          label={t('web.collections.search')}
          value={params.q ?? ''}
          onSearch={(q) => setParams({ q })}
        />
        <SelectField
          label={t('web.collections.industry')}
          value={params.industry ?? ''}
          onValueChange={(industry) => setParams({ industry: industry || undefined })}
          options={[
            { value: '', label: t('web.collections.allIndustries') },
            ...industries.map((industry) => ({ value: industry.slug, label: industry.name })),
          ]}
        />
      </div>
      <ListView
        query={list.query}
        items={list.items}
        filtered={filtered}
        onClearFilters={() => setParams({ q: undefined, industry: undefined, tag: undefined })}
        skeleton="cards"
        skeletonCount={3}
      >
        {(reports) => (
          <>
            <p className="text-sm text-ink-subtle" aria-live="polite">
              {t('web.collections.count', { count: list.total })}
              {capped
                ? ` · ${t('web.collections.capped', { window: REPORT_SEARCH_WINDOW.toLocaleString(i18n.language) })}`
                : null}
            </p>
            <ul className="space-y-3">
              {reports.map((report) => (
                <ReportCard key={report.slug} report={report} language={i18n.language} headingLevel={2} />
              ))}
            </ul>
            <LoadMore query={list.query} shown={reports.length} total={list.total} />
          </>
        )}
      </ListView>
    </div>
  );
}
