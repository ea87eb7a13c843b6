import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { studioApi } from '#shared/api/addresses/studio.ts';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { callApi } from '../../../../lib/api-client.ts';
import { useMessages } from '../../shared/i18n/use-messages.ts';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { refusalReason } from '../../shared/ui/field-problems.ts';
import { demoDataText } from './messages.ts';

/**
 * 'Clear demo data' (issue 27, ADR 005): asks first, then `studioApi.clearDemoData` deletes the
 * demo studio's fictional clients; every admin list and the Overview are read again. Admins only
 * (D14); the caller decides whether to show it, the server refuses everyone else.
 */
export function ClearDemoDataButton() {
  const t = useMessages(demoDataText);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const clear = useMutation({
    mutationFn: () => callApi(studioApi.clearDemoData, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const confirm = async () => {
    try {
      const cleared = await clear.mutateAsync();
      const nothing = cleared.leads + cleared.bookings + cleared.tasks === 0;
      toast({ title: nothing ? t('nothingToClear') : t('cleared') });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: refusalReason(failure) ?? t('clearFailed'),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('clearDemo')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('clearTitle')}
        description={
          <>
            <p>{t('clearConfirm')}</p>
            <p className="text-muted">{t('clearIrreversible')}</p>
          </>
        }
        confirmLabel={t('clear')}
        pendingLabel={t('clearing')}
        cancelLabel={t('cancel')}
        pending={clear.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
