import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cn } from './cn';

export interface PlainIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * The button of every icon button, without its tooltip: what `IconButton` shows until the
 * tooltip code (Radix) has loaded, and what the tooltip wraps afterwards.
 */
export const PlainIconButton = forwardRef<HTMLButtonElement, PlainIconButtonProps>(function PlainIconButton(
  { label, children, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink',
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
});
