import { AlertDialog } from 'radix-ui';
import type { MouseEvent } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { useReturnFocus } from '../ui/use-return-focus.ts';
import { contentListText } from './messages.ts';

/**
 * Spec §2: 'Are you sure you want to delete "X"? This action cannot be undone.' The dialog stays
 * open until the server has answered; `onConfirm` shows the outcome (toast) and may throw.
 */
export function ConfirmDeleteDialog({
  label,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  /** the item's name; null while nothing is chosen */
  label: string | null;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const t = useMessages(contentListText);
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
    <AlertDialog.Root open={open && label !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone bg-linen p-6 text-charcoal shadow-2xl motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <AlertDialog.Title className="font-display text-2xl break-words text-ink">
            {t('deleteTitle', { label: label ?? '' })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-charcoal">
            {t('deleteConfirm', { label: label ?? '' })}
          </AlertDialog.Description>
          <DialogActions>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={confirm} disabled={pending} className={buttonClass('danger')}>
              {pending ? t('deleting') : t('delete')}
            </AlertDialog.Action>
          </DialogActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
