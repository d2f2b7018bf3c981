import { TOOLTIP } from '@ailab/core/layout/layout-constants';
import * as Tooltip from '@radix-ui/react-tooltip';
import { forwardRef, useState } from 'react';
import type { IconButtonProps } from './icon-button';
import { PlainIconButton } from './plain-icon-button';

/**
 * An icon button with the tooltip of spec §9 (no delays, arrow 10, closes on Escape and on
 * click). The tooltip shows on pointer hover and when the keyboard moves focus here (Tab), never
 * when focus is handed back programmatically, e.g. by a panel that closes: it would otherwise
 * linger after the pointer has gone. Its own provider: with no delays there is nothing to share.
 */
export const TooltipIconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function TooltipIconButton(
  { label, onTooltipEscape, children, onKeyUp, ...rest },
  ref,
) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP.openDelayMs} skipDelayDuration={TOOLTIP.closeDelayMs}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger
          asChild
          // Radix opens a tooltip on any focus; here only a Tab key-up opens it (below).
          onFocus={(event) => event.preventDefault()}
        >
          <PlainIconButton
            ref={ref}
            label={label}
            onKeyUp={(event) => {
              if (event.key === 'Tab') setOpen(true);
              onKeyUp?.(event);
            }}
            {...rest}
          >
            {children}
          </PlainIconButton>
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
    </Tooltip.Provider>
  );
});
