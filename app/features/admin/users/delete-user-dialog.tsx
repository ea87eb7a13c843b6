import { AlertDialog } from 'radix-ui';
import type { MouseEvent } from 'react';
import type { AdminUser } from '#shared/admin/auth.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { useReturnFocus } from '../ui/use-return-focus.ts';
import { usersText } from './messages.ts';
import { failureDescription } from './schema-messages.ts';
import { useDeleteUser } from './users-queries.ts';

/** 'Delete User' (spec §2): asks once, names the account, and says it cannot be undone. */
export function DeleteUserDialog({
  user,
  open,
  onOpenChange,
}: {
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(usersText);
  const toast = useToast();
  const remove = useDeleteUser();
  const returnFocus = useReturnFocus();

  const confirm = async (event: MouseEvent) => {
    // Keep the dialog open (Radix closes it on Action) until the server has answered.
    event.preventDefault();
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast({ title: t('userDeleted'), description: t('userDeletedDescription', { username: user.username }) });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: failureDescription(t, failure, 'deleteFailed'),
        variant: 'destructive',
      });
    }
    onOpenChange(false);
  };

  return (
    <AlertDialog.Root open={open && user !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone bg-linen p-6 text-charcoal shadow-2xl motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <AlertDialog.Title className="font-display text-2xl text-ink">{t('deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-charcoal">
            {t('deleteConfirm', { username: user?.username ?? '' })}
          </AlertDialog.Description>
          <DialogActions>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={confirm} disabled={remove.isPending} className={buttonClass('danger')}>
              {remove.isPending ? t('deleting') : t('delete')}
            </AlertDialog.Action>
          </DialogActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
