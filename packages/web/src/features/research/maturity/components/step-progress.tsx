import { useTranslation } from 'react-i18next';

/** "Step 2 of 6" with a progress bar of the questions answered. */
export function StepProgress({
  step,
  total,
  answered,
  questions,
}: {
  step: number;
  total: number;
  answered: number;
  questions: number;
}) {
  const { t } = useTranslation('maturity');
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-ink-muted">
        <span>{t('progress', { step, total })}</span>
        <span>{t('answered', { answered, total: questions })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={questions}
        aria-valuenow={answered}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400"
          style={{ width: `${questions === 0 ? 0 : (answered / questions) * 100}%` }}
        />
      </div>
    </div>
  );
}
