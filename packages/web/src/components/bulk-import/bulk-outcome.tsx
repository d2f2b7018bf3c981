import type { BulkOutcome, BulkSummary } from '@ailab/core/contract/schemas/bulk';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../ui/badge';

const tones: Record<BulkOutcome, BadgeTone> = {
  created: 'success',
  updated: 'info',
  unchanged: 'neutral',
  failed: 'danger',
};

/** One row's outcome as a badge. */
export function OutcomeBadge({ outcome }: { outcome: BulkOutcome }) {
  const { t } = useTranslation('kit');
  return <Badge tone={tones[outcome]}>{t(`import.outcomes.${outcome}`)}</Badge>;
}

/** The four counts of a run, as a row of figures. */
export function OutcomeSummary({ summary, label }: { summary: BulkSummary; label: string }) {
  const { t } = useTranslation('kit');
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
