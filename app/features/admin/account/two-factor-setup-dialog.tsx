import { useEffect, useRef, useState } from 'react';
import type { TwoFactorSetup } from '#shared/admin/two-factor.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { CodeForm } from '../shared/two-factor/code-form.tsx';
import { RecoveryCodesList } from '../shared/two-factor/recovery-codes-list.tsx';
import { SetupSecret } from '../shared/two-factor/setup-secret.tsx';
import { AdminDialog } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { useBeginSetup, useConfirmSetup } from './account-queries.ts';
import { accountText } from './messages.ts';

/**
 * Turning two-factor sign-in on: a fresh secret as a QR code, the first code from the app to prove
 * it was added, then the recovery codes, shown this once. Closing before the code leaves it off.
 */
export function TwoFactorSetupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(accountText);
  const toast = useToast();
  const begin = useBeginSetup();
  const confirm = useConfirmSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutateAsync: beginSetup } = begin;

  // One setup per opening: the parent re-renders (the status refreshes once it is on) and hands
  // new callbacks, which must not start another setup over the recovery codes being shown.
  const started = useRef(false);
  useEffect(() => {
    if (!open) {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    setSetup(null);
    setCodes(null);
    beginSetup().then(setSetup, () => {
      toast({ title: t('errorTitle'), description: t('setupFailed'), variant: 'destructive' });
      onOpenChange(false);
    });
  }, [open, beginSetup, toast, t, onOpenChange]);

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={codes ? t('codesTitle') : t('setupTitle')}
      description={codes ? t('codesDescription') : t('setupDescription')}
      width="sm"
    >
      {codes ? (
        <div className="space-y-4">
          <RecoveryCodesList codes={codes} />
          <div className="flex justify-end">
            <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('primary', 'md')}>
              {t('savedCodes')}
            </button>
          </div>
        </div>
      ) : setup ? (
        <div className="space-y-5">
          <SetupSecret setup={setup} />
          <CodeForm
            submitLabel={t('confirm')}
            onCode={async (code) => {
              const { recoveryCodes } = await confirm.mutateAsync(code);
              toast({ title: t('enabledTitle') });
              setCodes(recoveryCodes);
            }}
          >
            <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('ghost', 'md')}>
              {t('cancel')}
            </button>
          </CodeForm>
        </div>
      ) : (
        <div aria-busy="true" className="h-44 animate-pulse rounded bg-sand motion-reduce:animate-none" />
      )}
    </AdminDialog>
  );
}
