import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/** What a confirmation asks. */
export interface ConfirmRequest {
  title: ReactNode;
  description?: ReactNode;
  /** The confirming button's label; "Confirm" by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for a destructive action (a red button). */
  tone?: 'default' | 'danger';
}

interface ConfirmDialogProps extends ConfirmRequest {
  open: boolean;
  onAnswer(confirmed: boolean): void;
}

/** A question that needs an answer before an action: an alert dialog with Cancel and the action. */
export function ConfirmDialog({
  open,
  onAnswer,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onAnswer(false))}
      role="alertdialog"
      width="sm"
      title={title}
      description={description}
      data-testid="confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
            {confirmLabel ?? t('confirm.confirm')}
          </Button>
        </>
      }
    />
  );
}

/**
 * Asks for confirmation and answers with a promise: `true` once confirmed, `false` on cancel,
 * Escape or close. Render `dialog` once in the component that asks. (`ask`, not `confirm`: the
 * lint rule of packages/web forbids calling anything named `confirm` in features, so the
 * browser's blocking dialog cannot come back.)
 *
 * @example
 * const { ask, dialog } = useConfirm();
 * if (await ask({ title: t('confirmRemove', { name }), tone: 'danger' })) remove.mutate(id);
 * return <>{list}{dialog}</>;
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setRequest(null);
  };
  const dialog = request ? <ConfirmDialog open onAnswer={answer} {...request} /> : null;
  return { ask, dialog };
}
