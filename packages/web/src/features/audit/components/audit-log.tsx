import type { AuditEntry } from '@ailab/core/contract/audit/audit.schemas';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { EmptyState } from '../../../components/states/empty-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { useListSearchParams } from '../../../lib/list-query';
import { type AuditTableFilters, useAuditList } from '../api/audit';
import { AuditChanges } from './audit-changes';

/** The filters, kept in the URL so a filtered log can be shared. */
const LIST_PARAMS = { q: 'string', actor: 'string', period: 'string', sort: 'string' } as const;
/** How far back the log looks, in days; `all` has no bound. */
const PERIODS = { '1': 1, '7': 7, '30': 30, all: null } as const;
type Period = keyof typeof PERIODS;

function isPeriod(value: string | undefined): value is Period {
  return value !== undefined && value in PERIODS;
}

/** The start of a period, as an ISO instant to the minute (so the query key stays put while typing). */
function sinceOf(period: Period, now: number): string | undefined {
  const days = PERIODS[period];
  if (days === null) return undefined;
  const start = new Date(now - days * 86_400_000);
  start.setUTCSeconds(0, 0);
  return start.toISOString();
}

/**
 * `/admin/audit`: every administrative change, newest first — who did what to which object, when, and
 * what it changed field by field — searchable by action or target, by the administrator, and by period.
 */
export function Component() {
  const { t, i18n } = useTranslation('users');
  useDocumentTitle(t('audit.title'));
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.q ?? '';
  const actor = params.actor ?? '';
  const period: Period = isPeriod(params.period) ? params.period : '30';
  const sort = params.sort === 'created_at' ? 'created_at' : '-created_at';
  const [now] = useState(() => Date.now());
  const since = sinceOf(period, now);
  const filters: AuditTableFilters = {
    ...(query ? { query } : {}),
    ...(actor ? { actor } : {}),
    ...(since ? { since } : {}),
    sort,
  };
  const list = useAuditList(filters);
  const filtered = Boolean(query || actor || period !== '30');

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'created_at',
      header: t('audit.columns.time'),
      sortKey: 'created_at',
      className: 'whitespace-nowrap tabular-nums',
      cell: (entry) => formatDateTime(entry.created_at, i18n.language),
    },
    {
      id: 'actor',
      header: t('audit.columns.actor'),
      cell: (entry) =>
        entry.actor ? (
          <span className="block min-w-0">
            <span className="block font-medium text-ink">{entry.actor.name || entry.actor.email}</span>
            <span className="block text-xs break-all text-ink-subtle">{entry.actor.email}</span>
          </span>
        ) : (
          <span className="text-ink-subtle">{t('audit.system')}</span>
        ),
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      cell: (entry) => <code className="font-mono text-sm break-all text-ink">{entry.action}</code>,
    },
    {
      id: 'target',
      header: t('audit.columns.target'),
      cell: (entry) => (
        <span className="block min-w-0 font-mono text-xs break-all text-ink-muted">
          {entry.target.type}:{entry.target.id}
        </span>
      ),
    },
    {
      id: 'changes',
      header: t('audit.columns.changes'),
      cell: (entry) => <AuditChanges before={entry.before} after={entry.after} />,
    },
  ];

  return (
    <ScreenContainer className="space-y-6">
      <PageHeader title={t('audit.title')} description={t('audit.intro')} />
      <ListToolbar
        search={{
          label: t('audit.search'),
          placeholder: t('audit.searchPlaceholder'),
          value: query,
          onSearch: (q) => setParams({ q }),
        }}
        filters={
          <>
            <SearchField
              label={t('audit.filters.actor')}
              hideLabel
              placeholder={t('audit.filters.actorPlaceholder')}
              value={actor}
              onSearch={(value) => setParams({ actor: value })}
            />
            <SelectField
              label={t('audit.filters.period')}
              hideLabel
              value={period}
              onValueChange={(value) => setParams({ period: value })}
              options={(Object.keys(PERIODS) as Period[]).map((value) => ({
                value,
                label: t(`audit.periods.${value === 'all' ? 'all' : `days${value}`}`),
              }))}
            />
          </>
        }
      />
      <DataTable
        label={t('audit.listTitle')}
        columns={columns}
        getRowId={(entry) => entry.id}
        sort={sort}
        onSortChange={(next) => setParams({ sort: next })}
        {...listTableProps(list)}
        empty={
          filtered ? (
            <EmptyState
              action={
                <Button variant="secondary" onClick={() => setParams({ q: '', actor: '', period: '' })}>
                  {t('audit.filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<ScrollText aria-hidden="true" className="size-6" />}
              title={t('audit.empty')}
            />
          )
        }
      />
    </ScreenContainer>
  );
}
