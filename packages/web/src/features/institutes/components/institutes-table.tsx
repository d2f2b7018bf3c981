import { contract } from '@ailab/core/contract/index';
import { INSTITUTE_KINDS, type Institute } from '@ailab/core/contract/institutes/institutes.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { Badge } from '../../../components/ui/badge';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, useListSearchParams, usePagedList } from '../../../lib/list-query';
import { institutesKeys } from '../api/institutes-query-keys';
import { InstituteLogo } from './institute-logo';

const STATUSES = ['active', 'archived'] as const;
const LIST_PARAMS = { iq: 'string', istatus: 'string', ikind: 'string', isort: 'string' } as const;

/** Every institute with its counts: search by name or slug, filter by status and kind, sort. */
export function InstitutesTable() {
  const { t } = useTranslation('institutes');
  const { api } = useServices();
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.iq ?? '';
  const status = STATUSES.find((value) => value === params.istatus) ?? '';
  const kind = INSTITUTE_KINDS.find((value) => value === params.ikind) ?? '';
  const sort = (params.isort ?? 'name') as 'name';
  const list = usePagedList({
    queryKey: institutesKeys.list(),
    fetchPage: endpointFetcher(api, contract.adminInstitutes.listing),
    filters: { ...(query ? { query } : {}), ...(status ? { status } : {}), ...(kind ? { kind } : {}), sort },
  });
  const columns: DataTableColumn<Institute>[] = [
    {
      id: 'name',
      header: t('web.columns.name'),
      sortKey: 'name',
      cell: (institute) => (
        <span className="flex items-center gap-2">
          <InstituteLogo institute={institute} size="sm" />
          <Link
            to={paths.institutes.admin(institute.id)}
            className="font-medium text-link underline-offset-2 hover:underline"
          >
            {institute.name}
          </Link>
        </span>
      ),
    },
    { id: 'kind', header: t('web.columns.kind'), cell: (institute) => t(`kinds.${institute.kind}`) },
    {
      id: 'status',
      header: t('web.columns.status'),
      cell: (institute) => (
        <Badge tone={institute.status === 'active' ? 'success' : 'warning'}>
          {t(`statuses.${institute.status}`)}
        </Badge>
      ),
    },
    {
      id: 'teams',
      header: t('web.columns.teams'),
      className: 'text-right tabular-nums',
      cell: (i) => i.counts.teams,
    },
    {
      id: 'members',
      header: t('web.columns.members'),
      sortKey: 'members',
      className: 'text-right tabular-nums',
      cell: (i) => i.counts.members,
    },
    {
      id: 'supervisors',
      header: t('web.columns.supervisors'),
      className: 'text-right tabular-nums',
      cell: (i) => i.counts.supervisors,
    },
    {
      id: 'courses',
      header: t('web.columns.courses'),
      className: 'text-right tabular-nums',
      cell: (i) => i.counts.courses,
    },
  ];
  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          label: t('web.search'),
          placeholder: t('web.search'),
          value: query,
          onSearch: (iq) => setParams({ iq }),
        }}
        filters={
          <>
            <SelectField
              label={t('web.columns.status')}
              hideLabel
              value={status}
              onValueChange={(value) => setParams({ istatus: value })}
              options={[
                { value: '', label: t('web.allStatuses') },
                ...STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
              ]}
            />
            <SelectField
              label={t('web.columns.kind')}
              hideLabel
              value={kind}
              onValueChange={(value) => setParams({ ikind: value })}
              options={[
                { value: '', label: t('web.allKinds') },
                ...INSTITUTE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
              ]}
            />
          </>
        }
      />
      <DataTable
        label={t('web.tableLabel')}
        columns={columns}
        rows={list.items}
        getRowId={(institute) => institute.id}
        status={list.query.status}
        error={list.query.error}
        onRetry={() => list.query.refetch()}
        sort={sort}
        onSortChange={(next) => setParams({ isort: next })}
        pagination={list.pagination}
      />
    </div>
  );
}
