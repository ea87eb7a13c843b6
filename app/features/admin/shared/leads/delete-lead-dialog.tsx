import type { Lead } from '#shared/admin/leads.ts';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { refusalReason } from '../ui/field-problems.ts';
import { leadName } from './lead-payload.ts';
import { useDeleteLead } from './leads-queries.ts';
import { leadsText } from './messages.ts';

/**
 * 'Are you sure you want to delete this lead?' (admin area §2) and what D25 does: the lead's
 * pending e-mails are cancelled and its personal data removed. Stays open until the server has
 * answered; toasts 'Lead Deleted' or the server's reason / 'Failed to delete lead.'. The inbox,
 * the lead page and the Email Sequences tab's Recent Leads all delete a lead with it.
 */
export function DeleteLeadDialog({
  lead,
  open,
  onOpenChange,
  onDeleted,
}: {
  /** the lead to delete; null while none is chosen */
  lead: Pick<Lead, 'id' | 'firstName' | 'lastName' | 'email'> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** after the server has deleted it (the lead page then leaves) */
  onDeleted?: () => void;
}) {
  const t = useMessages(leadsText);
  const toast = useToast();
  const remove = useDeleteLead();
  const confirm = async () => {
    if (!lead) return;
    try {
      await remove.mutateAsync(lead.id);
    } catch (failure) {
      const reason = refusalReason(failure);
      toast({ title: t('errorTitle'), description: reason ?? t('deleteFailed'), variant: 'destructive' });
      return;
    }
    toast({ title: t('leadDeleted') });
    onDeleted?.();
  };
  const who = lead ? leadName(lead) || lead.email : '';
  return (
    <ConfirmDialog
      open={open && lead !== null}
      onOpenChange={onOpenChange}
      title={t('deleteTitle')}
      description={
        <>
          <p>{t('deleteConfirm')}</p>
          <p className="font-medium">{t('deleteWho', { name: who })}</p>
          <p className="text-muted">{t('deleteConsequence')}</p>
        </>
      }
      confirmLabel={t('delete')}
      pendingLabel={t('deleting')}
      cancelLabel={t('cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
