import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-card hover:bg-primary-hover disabled:opacity-60',
  secondary:
    'border border-line-strong bg-surface text-ink shadow-card hover:bg-surface-muted disabled:opacity-60',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60',
  danger: 'bg-red-600 text-white shadow-card hover:bg-red-700 disabled:opacity-60',
  // A destructive action that is not the view's main one (a row's "Delete" before it is confirmed).
  'danger-ghost': 'text-danger hover:bg-danger-soft disabled:opacity-60',
};

/** The class names of a button, for links styled as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra?: string): string {
  return cn(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-control px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    extra,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
}

/** A button; `loading` disables it and shows a spinner. */
export function Button({ variant = 'primary', loading = false, className, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, className)}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
