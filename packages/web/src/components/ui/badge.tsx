import type { ReactNode } from 'react';
import { cn } from './cn';

/** What a badge says about its subject; each tone has one colour pair in both colour modes. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink-muted',
  info: 'bg-info-soft text-info',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  brand: 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200',
};

interface BadgeProps {
  tone?: BadgeTone;
  /** A leading icon (decorative: hidden from screen readers by the caller). */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A small rounded label with a semantic tone: a state, a kind, a count. */
export function Badge({ tone = 'neutral', icon, className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
