import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBootShellRemoval } from '../hooks/use-boot-shell-removal';
import { Button } from './ui/button';

/** Spec §2 and §8: the generic error screen with 'Try again'. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  // An error in place of a page with a static first paint must be seen, not left behind it.
  useBootShellRemoval();
  return (
    <div role="alert" className="flex w-full flex-col items-center justify-center px-6 py-20 text-center">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('errorScreen.title')}</h1>
      <p className="mt-2 max-w-md text-sm text-ink-muted">{t('errorScreen.help')}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t('errorScreen.retry')}
      </Button>
    </div>
  );
}
