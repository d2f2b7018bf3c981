import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { cn } from './cn';
import { DialogCloseButton } from './dialog-close-button';

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Read to screen readers with the title; `hideDescription` keeps it off screen. */
  description?: ReactNode;
  hideDescription?: boolean;
  /** Opens the dialog (Radix `Trigger`, as child). */
  trigger?: ReactNode;
  /** The buttons at the bottom, primary last. */
  footer?: ReactNode;
  width?: keyof typeof widths;
  /** `alertdialog` for a question that needs an answer (no close button, no outside click). */
  role?: 'dialog' | 'alertdialog';
  'data-testid'?: string;
  /** The element to focus on opening (a search field); by default the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * The one modal dialog: Radix (focus trap, Escape, scroll lock, labelled by its title), on a
 * scrim, full width on a phone and centred from `sm`, with a close button and a footer.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription = false,
  trigger,
  footer,
  width = 'md',
  role = 'dialog',
  'data-testid': testId,
  initialFocus,
  children,
}: DialogProps) {
  const alert = role === 'alertdialog';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-scrim data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          role={role}
          data-testid={testId}
          onInteractOutside={alert ? (event) => event.preventDefault() : undefined}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          className={cn(
            'fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full flex-col gap-4 overflow-y-auto border border-line bg-surface p-4 shadow-raised outline-none sm:top-10 sm:max-h-[calc(100dvh-5rem)] sm:rounded-panel sm:p-6',
            widths[width],
          )}
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description
                  className={hideDescription ? 'sr-only' : 'mt-1 text-sm text-ink-muted'}
                >
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {alert ? null : <DialogCloseButton />}
          </div>
          {children}
          {footer ? <div className="flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it sits in (Radix `Close`, as child). */
export const DialogClose = RadixDialog.Close;
