import { AlertDialog } from 'radix-ui';
import type { MouseEvent } from 'react';
import { DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { useReturnFocus } from '../ui/use-return-focus.ts';

/**
 * A delete question with the spec's sentence ('Are you sure you want to delete this template?'),
 * what the delete does besides, and the answer buttons. It stays open until the server answered.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  question,
  note,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  note?: string;
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
          <AlertDialog.Description className="mt-2 text-sm break-words text-charcoal">
            {question}
          </AlertDialog.Description>
          {note && <p className="mt-2 text-sm text-muted">{note}</p>}
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
