import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A checkbox with its label beside it, the kit's one look for a yes-or-no choice: the whole line
 * is clickable, the box takes the brand colour and the browser's own focus ring.
 */
export function CheckboxField({
  checked,
  onChange,
  disabled,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className={cn('flex items-center gap-2 text-sm', className ?? 'text-ink')}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 rounded border-line-strong accent-brand-600"
      />
      {children}
    </label>
  );
}
