import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { UnsavedChangesDialog } from '../shared/ui/discard-changes.tsx';
import { studioText } from './messages.ts';

/**
 * A page-long form with unsaved changes is not left silently: another tab of the dashboard (or any
 * in-app link) asks first through React Router's blocker; closing or reloading the browser tab gets
 * the browser's own question (`beforeunload`). Returns the question to render.
 */
export function useLeaveGuard(isDirty: boolean): ReactNode {
  const t = useMessages(studioText);
  // The router asks the blocker function it was last given, and React Router hands it a new one in
  // a passive effect, which can run a frame after the screen already says "You have unsaved
  // changes.": a click in that frame would leave unasked. A ref set while the commit is applied
  // closes that window.
  const dirty = useRef(isDirty);
  useLayoutEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // Listening for the whole life of the form and asking the same ref, rather than adding the
  // listener in a passive effect when the form turns dirty: that effect, too, can run a frame late,
  // and so can its cleanup once the form is saved or undone (a clean tab would still ask).
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers need a returnValue to show their (fixed) question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

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
