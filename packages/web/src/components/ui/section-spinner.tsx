import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A spinner for a part of a screen that is loading. */
export function SectionSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex items-center justify-center gap-3 py-12 text-ink-subtle"
    >
      <Spinner className="size-6 text-link" />
      <span className="text-sm">{t('common:loading')}</span>
    </div>
  );
}
