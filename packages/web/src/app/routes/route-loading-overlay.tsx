import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';

/**
 * Spec §2: a full-page spinner while a screen loads. It fades in only after a short
 * delay, so quick navigations (chunk already cached) do not flash it.
 */
export function RouteLoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="route-loading"
      className="fixed inset-0 z-[70] flex items-center justify-center bg-white/60 text-brand-600 opacity-0 backdrop-blur-[1px] [animation:fade-in_0.2s_ease-out_0.15s_forwards] dark:bg-canvas/60"
    >
      <Spinner className="size-10 border-4" />
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}
