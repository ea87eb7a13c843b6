import { AlertDialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { DialogActions } from './admin-dialog.tsx';
import { buttonClass } from './button-class.ts';
import { useReturnFocus } from './use-return-focus.ts';

/**
 * The admin's one "are you sure?" question before a destructive act (a delete): the title, the
 * question and what else the act does, Cancel and the red answer. Radix closes an alert dialog on
 * its action; this one stays open, its answer saying it is at work, until `onConfirm` has settled
 * (the caller shows the outcome, a toast), then closes whatever the outcome was.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** the question, and anything the reader should know before answering */
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => Promise<void>;
}) {
  const returnFocus = useReturnFocus();
  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    try {
      await onConfirm();
    } finally {
      onOpenChange(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone bg-linen p-6 text-charcoal shadow-2xl motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <AlertDialog.Title className="font-display text-2xl break-words text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm break-words text-charcoal">{description}</div>
          </AlertDialog.Description>
          <DialogActions>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={confirm} disabled={pending} className={buttonClass('danger')}>
              {pending ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </DialogActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
