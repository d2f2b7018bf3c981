import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

interface ErrorStateProps {
  /** The failure; an API error shows the server's translated message. */
  error: unknown;
  onRetry?: () => void;
  /** True while the retry runs: the button shows a spinner. */
  retrying?: boolean;
  className?: string;
}

/** A part of a screen that failed to load: what went wrong and a Retry button. */
export function ErrorState({ error, onRetry, retrying = false, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-2 px-6 py-12 text-center', className)}>
      <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold text-ink">{t('common:list.loadError')}</p>
      <p className="max-w-md text-sm text-ink-muted">{errorMessage(error, t('common:genericError'))}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry} loading={retrying}>
          {t('common:list.retry')}
        </Button>
      ) : null}
    </div>
  );
}
