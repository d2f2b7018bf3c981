import { useTranslation } from 'react-i18next';

/** A learner's progress through a course, as a bar with its percentage. */
export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const { t } = useTranslation('learning');
  const text = label ?? t('web.progress', { percent });
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-brand-600 dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="shrink-0 text-xs font-medium tabular-nums text-ink-muted">{percent}%</span>
    </div>
  );
}
