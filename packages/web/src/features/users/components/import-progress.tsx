import type { ImportProgress } from '../api/import-users';

/** A labelled progress bar of an import: rows answered of rows in the file. */
export function ImportProgressBar({ label, progress }: { label: string; progress: ImportProgress | null }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm text-ink-muted">
        <span id="import-progress-label">{label}</span>
        <span className="tabular-nums">{`${done} / ${total}`}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
