import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from './ui/cn';

const COMPACT = {
  sm: 'max-sm:sr-only',
  xs: 'max-[399px]:sr-only',
} as const;

interface LogoProps {
  to: string;
  className?: string;
  /** Below this width only the mark shows; the name stays for screen readers (the link keeps its name). */
  compactBelow?: keyof typeof COMPACT;
}

/** The AI Lab word mark, linking to a home. */
export function Logo({ to, className, compactBelow }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg font-bold tracking-tight', className)}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-sm text-white shadow-sm"
      >
        AI
      </span>
      <span className={cn('text-lg text-ink', compactBelow && COMPACT[compactBelow])}>
        {t('common:appName')}
      </span>
    </Link>
  );
}
