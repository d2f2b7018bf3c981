import type { BulkOutcome, BulkSummary } from '@ailab/core/contract/schemas/bulk';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

const tones: Record<BulkOutcome, string> = {
  created: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  updated: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
  unchanged: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
};

/** One row's outcome as a badge. */
export function OutcomeBadge({ outcome }: { outcome: BulkOutcome }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', tones[outcome])}>
      {t(`import.outcomes.${outcome}`)}
    </span>
  );
}

/** The four counts of a run, as a row of figures. */
export function OutcomeSummary({ summary, label }: { summary: BulkSummary; label: string }) {
  const { t } = useTranslation('admin');
  const outcomes: BulkOutcome[] = ['created', 'updated', 'unchanged', 'failed'];
  return (
    <dl aria-label={label} data-testid="import-summary" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {outcomes.map((outcome) => (
        <div key={outcome} className="rounded-xl border border-line px-3 py-2">
          <dt className="text-xs text-ink-subtle">{t(`import.outcomes.${outcome}`)}</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink" data-outcome={outcome}>
            {summary[outcome]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
