import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Spec §2: a full-page spinner while a screen loads. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex min-h-dvh w-full items-center justify-center text-brand-600"
    >
      <Spinner className="size-10 border-4" />
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}
