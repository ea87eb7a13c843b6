import { AlertDialog } from 'radix-ui';
import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useMessages } from '../i18n/use-messages.ts';
import { DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { studioText } from './messages.ts';

/**
 * A page-long form with unsaved changes is not left silently: another tab of the dashboard (or any
 * in-app link) asks first through React Router's blocker; closing or reloading the browser tab gets
 * the browser's own question (`beforeunload`). Returns the question to render.
 */
export function useLeaveGuard(isDirty: boolean): ReactNode {
  const t = useMessages(studioText);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their (fixed) question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  // Saved meanwhile (or undone): nothing left to lose, so the blocked navigation goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  return (
    <AlertDialog.Root
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone bg-linen p-6 text-charcoal shadow-2xl">
          <AlertDialog.Title className="font-display text-xl text-ink">{t('leaveTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">{t('leaveText')}</AlertDialog.Description>
          <DialogActions>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('stay')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('danger')}
              onClick={(event) => {
                // Not through onOpenChange: that would reset the blocker before it proceeds.
                event.preventDefault();
                blocker.proceed?.();
              }}
            >
              {t('leave')}
            </AlertDialog.Action>
          </DialogActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
