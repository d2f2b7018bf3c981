import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';

interface LoadingSkeletonProps {
  /** `rows` for tables and lists, `cards` for grids of cards. */
  variant?: 'rows' | 'cards';
  count?: number;
  className?: string;
}

const bar = 'animate-pulse rounded bg-line motion-reduce:animate-none';

/** Grey placeholders in the shape of the content that is loading; announced as "Loading..." to screen readers. */
export function LoadingSkeleton({ variant = 'rows', count = 5, className }: LoadingSkeletonProps) {
  const { t } = useTranslation();
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{t('common:loading')}</span>
      {variant === 'rows' ? (
        <div aria-hidden="true" className="divide-y divide-line">
          {items.map((index) => (
            <div key={index} data-skeleton="row" className="flex items-center gap-4 py-3">
              <div className={cn(bar, 'size-8 shrink-0 rounded-full')} />
              <div className="flex-1 space-y-2">
                <div className={cn(bar, 'h-3 w-2/5')} />
                <div className={cn(bar, 'h-3 w-3/5')} />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((index) => (
            <div
              key={index}
              data-skeleton="card"
              className="space-y-3 rounded-card border border-line bg-surface p-5"
            >
              <div className={cn(bar, 'h-32 w-full rounded-lg')} />
              <div className={cn(bar, 'h-4 w-3/4')} />
              <div className={cn(bar, 'h-3 w-1/2')} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
