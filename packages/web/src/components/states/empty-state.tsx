import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';

interface EmptyStateProps {
  /** Defaults to "No results found!". */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A call to action, e.g. a "Create" button or "Clear filters". */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-2 px-6 py-12 text-center', className)}
    >
      <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
        {icon ?? <SearchX aria-hidden="true" className="size-6" />}
      </span>
      <p className="text-base font-semibold text-ink">{title ?? t('common:noResults')}</p>
      {description ? <p className="max-w-md text-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
