import { AlertDialog } from 'radix-ui';
import type { MouseEvent } from 'react';
import type { Lead } from '#shared/admin/leads.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { refusalReason } from '../ui/field-problems.ts';
import { localizeKnown } from '../ui/known-message.ts';
import { useReturnFocus } from '../ui/use-return-focus.ts';
import { leadName } from './lead-payload.ts';
import { useDeleteLead } from './leads-queries.ts';
import { leadsText } from './messages.ts';

/**
 * 'Are you sure you want to delete this lead?' (admin-area.md §2) and what D25 does: the lead's
 * pending e-mails are cancelled and its personal data removed. Stays open until the server has
 * answered; toasts 'Lead Deleted' or the server's reason / 'Failed to delete lead.'.
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
  const returnFocus = useReturnFocus();
  const remove = useDeleteLead();
  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    if (!lead) return;
    try {
      await remove.mutateAsync(lead.id);
      toast({ title: t('leadDeleted') });
      onOpenChange(false);
      onDeleted?.();
    } catch (failure) {
      const reason = localizeKnown(leadsText, t, refusalReason(failure));
      toast({ title: t('errorTitle'), description: reason ?? t('deleteFailed'), variant: 'destructive' });
      onOpenChange(false);
    }
  };
  const who = lead ? leadName(lead) || lead.email : '';
  return (
    <AlertDialog.Root open={open && lead !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone bg-linen p-6 text-charcoal shadow-2xl motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <AlertDialog.Title className="font-display text-2xl text-ink">{t('deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm break-words text-charcoal">
              <p>{t('deleteConfirm')}</p>
              <p className="font-medium">{t('deleteWho', { name: who })}</p>
              <p className="text-muted">{t('deleteConsequence')}</p>
            </div>
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
