import { AlertDialog } from 'radix-ui';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { contentListText } from '../content-list/messages.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { DialogActions } from './admin-dialog.tsx';
import { buttonClass } from './button-class.ts';

/**
 * The question before unsaved changes are lost (a dialog closing, the page being left): stay, the
 * quiet default, or go on and lose them. Drawn above any dialog that is open.
 */
export function UnsavedChangesDialog({
  open,
  onOpenChange,
  title,
  text,
  stayLabel,
  leaveLabel,
  onLeave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  stayLabel: string;
  leaveLabel: string;
  onLeave: (event: MouseEvent) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone bg-linen p-6 text-charcoal shadow-2xl">
          <AlertDialog.Title className="font-display text-xl text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">{text}</AlertDialog.Description>
          <DialogActions>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{stayLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={onLeave}>
              {leaveLabel}
            </AlertDialog.Action>
          </DialogActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * "Unsaved changes are not lost silently" (issue 9): a dialog whose form has changes asks before it
 * closes (Escape, the ×, Cancel, a click outside). Wrap the dialog's `onOpenChange` with it and
 * render `confirm` next to the dialog.
 */
export function useDiscardGuard(
  isDirty: boolean,
  onOpenChange: (open: boolean) => void,
  /** the user chose to lose the changes (before the dialog closes) */
  onDiscard?: () => void,
): { onOpenChange: (open: boolean) => void; confirm: ReactNode } {
  const t = useMessages(contentListText);
  const [asking, setAsking] = useState(false);
  const guarded = (open: boolean) => {
    if (!open && isDirty) {
      setAsking(true);
      return;
    }
    onOpenChange(open);
  };
  const confirm = (
    <UnsavedChangesDialog
      open={asking}
      onOpenChange={setAsking}
      title={t('discardTitle')}
      text={t('discardText')}
      stayLabel={t('keepEditing')}
      leaveLabel={t('discard')}
      onLeave={() => {
        setAsking(false);
        onDiscard?.();
        onOpenChange(false);
      }}
    />
  );
  return { onOpenChange: guarded, confirm };
}
