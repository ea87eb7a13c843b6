import type { AdminUser } from '#shared/admin/auth.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { failureText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { usersText } from './messages.ts';
import { useDeleteUser } from './users-queries.ts';

/** 'Delete User' (admin area §2): asks once, names the account, and says it cannot be undone. */
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

  const confirm = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast({ title: t('userDeleted'), description: t('userDeletedDescription', { username: user.username }) });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: failureText(failure) ?? t('deleteFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={open && user !== null}
      onOpenChange={onOpenChange}
      title={t('deleteTitle')}
      description={<p>{t('deleteConfirm', { username: user?.username ?? '' })}</p>}
      confirmLabel={t('delete')}
      pendingLabel={t('deleting')}
      cancelLabel={t('cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
