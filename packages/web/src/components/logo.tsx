import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from './ui/cn';

/** The AI Lab word mark, linking to a home. */
export function Logo({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg font-bold tracking-tight', className)}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-fuchsia-500 text-sm text-white shadow-sm"
      >
        AI
      </span>
      <span className="text-lg text-slate-900 dark:text-white">{t('common:appName')}</span>
    </Link>
  );
}
