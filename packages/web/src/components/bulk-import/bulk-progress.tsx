import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkProgress } from './bulk-import-types';

/** A labelled progress bar of an import: rows answered of rows in the file. */
export function BulkProgressBar({ label, progress }: { label: string; progress: BulkProgress | null }) {
  const { t } = useTranslation('kit');
  const labelId = useId();
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="space-y-2">
      <div className="flex justify-between gap-3 text-sm text-ink-muted">
        <span id={labelId}>{label}</span>
        <span className="tabular-nums">{t('import.progress', { done, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
