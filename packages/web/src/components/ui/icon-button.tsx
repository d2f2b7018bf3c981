import { TOOLTIP } from '@ailab/core/layout/layout-constants';
import * as Tooltip from '@radix-ui/react-tooltip';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cn } from './cn';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  children: ReactNode;
}

/** An icon-only button with an accessible name and the tooltip of spec §9. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, className, ...rest },
  ref,
) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          ref={ref}
          type="button"
          aria-label={label}
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
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
