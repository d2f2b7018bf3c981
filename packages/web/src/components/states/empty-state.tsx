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
      <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        {icon ?? <SearchX aria-hidden="true" className="size-6" />}
      </span>
      <p className="text-base font-semibold text-slate-900 dark:text-white">
        {title ?? t('common:noResults')}
      </p>
      {description ? (
        <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">{description}</p>
      ) : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
