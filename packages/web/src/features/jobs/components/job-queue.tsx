import { JOB_STATES, type Job, type JobState } from '@ailab/core/contract/platform/jobs.schemas';
import { Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { FormError } from '../../../components/form-error';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { EmptyState } from '../../../components/states/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { useListSearchParams } from '../../../lib/list-query';
import { type JobTableFilters, useJobDepth, useJobList } from '../api/jobs';
import { JobActions } from './job-actions';
import { JobDepthTable } from './job-depth-table';
import { JobError } from './job-error';
import { jobKindLabel } from './job-kind';
import { JobStateBadge } from './job-state-badge';

/** The list's search, filters and sort, kept in the URL. */
const LIST_PARAMS = { q: 'string', state: 'string', kind: 'string', sort: 'string' } as const;
/** Each sort with its label's key. */
const SORT_LABELS = {
  '-created_at': 'newest',
  created_at: 'oldest',
  run_at: 'dueFirst',
  '-run_at': 'dueLast',
} as const;
type JobSort = keyof typeof SORT_LABELS;
const SORTS = Object.keys(SORT_LABELS) as JobSort[];

function isState(value: string | undefined): value is JobState {
  return (JOB_STATES as readonly string[]).includes(value ?? '');
}

function isSort(value: string | undefined): value is JobSort {
  return value !== undefined && value in SORT_LABELS;
}

/**
 * `/admin/jobs`: the job runner's queue for administrators: its depth per kind and state, the jobs
 * (newest first) with their attempts and last error, filters kept in the URL, and Retry (a dead
 * job) or Cancel (a pending one) after a confirmation.
 */
export function Component() {
  const { t, i18n } = useTranslation('users');
  useDocumentTitle(t('jobs.title'));
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.q ?? '';
  const state = isState(params.state) ? params.state : '';
  const kind = params.kind ?? '';
  const sort: JobSort = isSort(params.sort) ? params.sort : '-created_at';
  const filters: JobTableFilters = {
    ...(query ? { query } : {}),
    ...(state ? { state } : {}),
    ...(kind ? { kind } : {}),
    sort,
  };
  const list = useJobList(filters);
  const depth = useJobDepth();
  const [outcome, setOutcome] = useState<{ message: string } | { error: unknown } | null>(null);
  const kinds = [...new Set([...(depth.data ?? []).map((row) => row.kind), ...(kind ? [kind] : [])])].sort();
  const filtered = Boolean(query || state || kind);

  const columns: DataTableColumn<Job>[] = [
    {
      id: 'kind',
      header: t('jobs.columns.kind'),
      cell: (job) => (
        <span className="block min-w-0 sm:min-w-40">
          <span className="block font-medium text-ink">{jobKindLabel(t, job.kind)}</span>
          <span className="block font-mono text-xs break-all text-ink-subtle">{job.key}</span>
        </span>
      ),
    },
    { id: 'state', header: t('jobs.columns.state'), cell: (job) => <JobStateBadge state={job.state} /> },
    {
      id: 'attempts',
      header: t('jobs.columns.attempts'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (job) => t('jobs.attemptsOf', { attempts: job.attempts, max: job.max_attempts }),
    },
    {
      id: 'run_at',
      header: t('jobs.columns.runAt'),
      sortKey: 'run_at',
      className: 'whitespace-nowrap',
      cell: (job) =>
        job.finished_at ? (
          <span className="text-ink-subtle">
            {t('jobs.finishedAt', { at: formatDateTime(job.finished_at, i18n.language) })}
          </span>
        ) : (
          formatDateTime(job.run_at, i18n.language)
        ),
    },
    {
      id: 'created_at',
      header: t('jobs.columns.created'),
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (job) => formatDateTime(job.created_at, i18n.language),
    },
    { id: 'error', header: t('jobs.columns.error'), cell: (job) => <JobError error={job.last_error} /> },
    {
      id: 'actions',
      actions: true,
      header: t('jobs.columns.actions'),
      cell: (job) => <JobActions job={job} onDone={setOutcome} />,
    },
  ];

  return (
    <ScreenContainer className="space-y-6">
      <PageHeader
        title={t('jobs.title')}
        description={t('jobs.intro')}
        actions={
          <Button
            variant="secondary"
            loading={list.query.isFetching || depth.isFetching}
            onClick={() => {
              void list.query.refetch();
              void depth.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('jobs.refresh')}
          </Button>
        }
      />
      <JobDepthTable
        onPick={(pickedKind, pickedState) => setParams({ kind: pickedKind, state: pickedState })}
      />
      <section aria-labelledby="job-list-title" className="space-y-3">
        <h2 id="job-list-title" className="text-lg font-semibold text-ink">
          {t('jobs.listTitle')}
        </h2>
        {outcome ? (
          'message' in outcome ? (
            <Alert tone="success">{outcome.message}</Alert>
          ) : (
            <FormError error={outcome.error} />
          )
        ) : null}
        <ListToolbar
          search={{
            label: t('jobs.search'),
            placeholder: t('jobs.searchPlaceholder'),
            value: query,
            onSearch: (q) => setParams({ q }),
          }}
          filters={
            <>
              <SelectField
                label={t('jobs.filters.state')}
                hideLabel
                value={state}
                onValueChange={(value) => setParams({ state: value })}
                options={[
                  { value: '', label: t('jobs.filters.anyState') },
                  ...JOB_STATES.map((value) => ({ value, label: t(`jobs.stateLabels.${value}`) })),
                ]}
              />
              <SelectField
                label={t('jobs.filters.kind')}
                hideLabel
                value={kind}
                onValueChange={(value) => setParams({ kind: value })}
                options={[
                  { value: '', label: t('jobs.filters.anyKind') },
                  ...kinds.map((value) => ({ value, label: jobKindLabel(t, value) })),
                ]}
              />
            </>
          }
          sort={{
            label: t('jobs.sort.label'),
            value: sort,
            onChange: (value) => setParams({ sort: value }),
            options: SORTS.map((value) => ({ value, label: t(`jobs.sort.${SORT_LABELS[value]}`) })),
          }}
        />
        <DataTable
          label={t('jobs.listTitle')}
          columns={columns}
          getRowId={(job) => job.id}
          sort={sort}
          onSortChange={(next) => setParams({ sort: next })}
          {...listTableProps(list)}
          empty={
            filtered ? (
              <EmptyState
                action={
                  <Button variant="secondary" onClick={() => setParams({ q: '', state: '', kind: '' })}>
                    {t('jobs.filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={<Inbox aria-hidden="true" className="size-6" />} title={t('jobs.empty')} />
            )
          }
        />
      </section>
    </ScreenContainer>
  );
}
