import { TOOLTIP } from '@ailab/core/layout/layout-constants';
import * as Tooltip from '@radix-ui/react-tooltip';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode, useState } from 'react';
import { cn } from './cn';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  /**
   * Runs when Escape closes this button's tooltip. A tooltip is the top layer, so the panel
   * under it would otherwise need a second Escape; panels pass their close function here.
   */
  onTooltipEscape?: () => void;
  children: ReactNode;
}

/**
 * An icon-only button with an accessible name and the tooltip of spec §9 (no delays, arrow 10,
 * closes on Escape and on click). The tooltip shows on pointer hover and when the keyboard
 * moves focus here (Tab), never when focus is handed back programmatically, e.g. by a panel
 * that closes: it would otherwise linger after the pointer has gone.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, onTooltipEscape, children, className, onKeyUp, ...rest },
  ref,
) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger
        asChild
        // Radix opens a tooltip on any focus; here only a Tab key-up opens it (below).
        onFocus={(event) => event.preventDefault()}
      >
        <button
          ref={ref}
          type="button"
          aria-label={label}
          onKeyUp={(event) => {
            if (event.key === 'Tab') setOpen(true);
            onKeyUp?.(event);
          }}
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink',
            className,
          )}
          {...rest}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          onEscapeKeyDown={() => onTooltipEscape?.()}
          className="z-[60] animate-tooltip-in rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          {label}
          <Tooltip.Arrow
            width={TOOLTIP.arrowSize}
            height={TOOLTIP.arrowSize / 2}
            className="fill-slate-900 dark:fill-slate-100"
          />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
});
