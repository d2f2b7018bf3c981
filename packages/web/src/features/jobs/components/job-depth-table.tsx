import { JOB_STATES, type JobDepth, type JobState } from '@ailab/core/contract/platform/jobs.schemas';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyState } from '../../../components/states/empty-state';
import { useJobDepth } from '../api/jobs';
import { jobKindLabel } from './job-kind';

/** One kind's line of the depth table: its count in each state, and how many wait for a retry. */
interface KindDepth {
  kind: string;
  counts: Record<JobState, number>;
  retrying: number;
}

function byKind(depth: readonly JobDepth[]): KindDepth[] {
  const kinds = new Map<string, KindDepth>();
  for (const row of depth) {
    const line = kinds.get(row.kind) ?? {
      kind: row.kind,
      counts: { pending: 0, running: 0, done: 0, dead: 0, cancelled: 0 },
      retrying: 0,
    };
    line.counts[row.state] += row.count;
    // A pending or running job that failed before is being retried.
    if (row.state === 'pending' || row.state === 'running') line.retrying += row.retried;
    kinds.set(row.kind, line);
  }
  return [...kinds.values()];
}

interface JobDepthTableProps {
  /** Filters the job list to one kind and state (a count's button). */
  onPick(kind: string, state: JobState): void;
}

/** The queue's depth: a line per kind, a column per state; each non-zero count filters the list. */
export function JobDepthTable({ onPick }: JobDepthTableProps) {
  const { t } = useTranslation('users');
  const query = useJobDepth();
  const lines = byKind(query.data ?? []);
  const columns: DataTableColumn<KindDepth>[] = [
    { id: 'kind', header: t('jobs.columns.kind'), cell: (line) => jobKindLabel(t, line.kind) },
    ...JOB_STATES.map(
      (state): DataTableColumn<KindDepth> => ({
        id: state,
        header: t(`jobs.stateLabels.${state}`),
        className: 'text-right tabular-nums',
        cell: (line) =>
          line.counts[state] === 0 ? (
            <span className="text-ink-subtle">0</span>
          ) : (
            <button
              type="button"
              className="font-semibold text-link hover:underline"
              aria-label={t('jobs.depth.show', {
                count: line.counts[state],
                state: t(`jobs.states.${state}`),
                kind: jobKindLabel(t, line.kind),
              })}
              onClick={() => onPick(line.kind, state)}
            >
              {line.counts[state]}
            </button>
          ),
      }),
    ),
    {
      id: 'retrying',
      header: t('jobs.depth.retrying'),
      className: 'text-right tabular-nums',
      cell: (line) => line.retrying,
    },
  ];
  return (
    <section aria-labelledby="job-depth-title" className="space-y-2">
      <h2 id="job-depth-title" className="text-lg font-semibold text-ink">
        {t('jobs.depth.title')}
      </h2>
      <DataTable
        label={t('jobs.depth.title')}
        columns={columns}
        rows={lines}
        getRowId={(line) => line.kind}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={<EmptyState title={t('jobs.depth.empty')} />}
      />
    </section>
  );
}
