import { useMessages } from '../i18n/use-messages.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { contentListText } from './messages.ts';

/**
 * Admin area §2: 'Are you sure you want to delete "X"? This action cannot be undone.' The dialog stays
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
  return (
    <ConfirmDialog
      open={open && label !== null}
      onOpenChange={onOpenChange}
      title={t('deleteTitle', { label: label ?? '' })}
      description={<p>{t('deleteConfirm', { label: label ?? '' })}</p>}
      confirmLabel={t('delete')}
      pendingLabel={t('deleting')}
      cancelLabel={t('cancel')}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
