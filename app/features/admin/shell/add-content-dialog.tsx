import { Dialog } from 'radix-ui';
import { useMessages } from '../i18n/use-messages.ts';
import { AdminDialog, DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { shellText } from './messages.ts';

/** 'Add Content' (spec §2): its form arrives with content management; until then it says so. */
export function AddContentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(shellText);
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('addContent')}
      description={t('addContentComing')}
      width="sm"
    >
      <DialogActions>
        <Dialog.Close className={buttonClass('primary')}>{t('close')}</Dialog.Close>
      </DialogActions>
    </AdminDialog>
  );
}
