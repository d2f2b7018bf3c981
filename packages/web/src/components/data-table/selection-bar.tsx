import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** The bar above a table while rows are selected: how many, the bulk actions, and Clear. */
export function SelectionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('common:list.selected', { count })}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm dark:border-brand-900 dark:bg-brand-950/40"
    >
      <span aria-live="polite" className="font-semibold text-brand-800 dark:text-brand-200">
        {t('common:list.selected', { count })}
      </span>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Button variant="ghost" className="ml-auto px-3 py-1.5" onClick={onClear}>
        {t('common:list.clearSelection')}
      </Button>
    </section>
  );
}
