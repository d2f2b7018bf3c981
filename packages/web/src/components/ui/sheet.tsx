import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';

interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** For screen readers: what the sheet is about. */
  description: ReactNode;
  'data-testid'?: string;
  children?: ReactNode;
}

/** A modal panel that slides in from the right (the detail of a row beside its list); full width on a phone. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  'data-testid': testId,
  children,
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-scrim data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          data-testid={testId}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto border-l border-line bg-surface p-6 shadow-raised outline-none data-[state=open]:animate-slide-in-right motion-reduce:animate-none"
        >
          <div className="mb-4 flex items-start justify-between gap-2">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            <DialogCloseButton />
          </div>
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
