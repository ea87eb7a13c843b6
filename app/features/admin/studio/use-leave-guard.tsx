import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useMessages } from '../i18n/use-messages.ts';
import { UnsavedChangesDialog } from '../ui/discard-changes.tsx';
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
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('leaveTitle')}
      text={t('leaveText')}
      stayLabel={t('stay')}
      leaveLabel={t('leave')}
      onLeave={(event) => {
        // Not through onOpenChange: that would reset the blocker before it proceeds.
        event.preventDefault();
        blocker.proceed?.();
      }}
    />
  );
}
