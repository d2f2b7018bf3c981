import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode, Ref } from 'react';
import { cn } from './cn';
import { IconButton } from './icon-button';

interface IconMenuProps {
  /** The accessible name of the button, also its tooltip. */
  label: string;
  icon: ReactNode;
  /** Width and padding of the panel. */
  panelClassName: string;
  children: ReactNode;
  'data-testid'?: string;
  /** Opens the panel when it first renders. */
  defaultOpen?: boolean;
  /** The trigger button's element (e.g. to take focus over from a stand-in). */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Told when the panel opens or closes (e.g. to load its content on first open). */
  onOpenChange?: (open: boolean) => void;
}

/** A top-bar icon button that opens a dropdown panel aligned to its end. */
export function IconMenu({
  label,
  icon,
  panelClassName,
  children,
  'data-testid': testId,
  defaultOpen,
  triggerRef,
  onOpenChange,
}: IconMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        <IconButton label={label} data-testid={testId}>
          {icon}
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={cn('z-[60] rounded-xl border border-line bg-surface shadow-lg', panelClassName)}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
