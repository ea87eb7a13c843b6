import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { UnsavedChangesDialog } from './discard-changes.tsx';

interface LeaveGuardOptions {
  /** the question's words: its title and text, and its two buttons */
  texts: { title: string; text: string; stay: string; leave: string };
  /** run when the user chooses to leave, before the navigation goes ahead */
  onLeave?: () => void;
  /**
   * Also ask when the browser tab is closed or reloaded (`beforeunload`). Off where what was typed
   * comes back anyway (the post editor's autosaved draft): a question on every close is noise.
   */
  askOnTabClose?: boolean;
}

/**
 * A page-long form with unsaved changes is not left silently: another tab of the dashboard (or any
 * in-app link, the browser's Back) asks first through React Router's blocker, and, unless told
 * otherwise, closing or reloading the browser tab gets the browser's own question. `isDirty` is
 * the form's state, or a function read at the moment a navigation is asked for. Returns the
 * question to render.
 */
export function useLeaveGuard(
  isDirty: boolean | (() => boolean),
  { texts, onLeave, askOnTabClose = true }: LeaveGuardOptions,
): ReactNode {
  // The router asks the blocker function it was last given, and React Router hands it a new one in
  // a passive effect, which can run a frame after the screen already says "You have unsaved
  // changes.": a click in that frame would leave unasked. A ref set while the commit is applied
  // closes that window.
  const dirty = useRef(isDirty);
  useLayoutEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const hasChanges = useCallback(() => {
    const current = dirty.current;
    return typeof current === 'function' ? current() : current;
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => hasChanges() && currentLocation.pathname !== nextLocation.pathname,
    [hasChanges],
  );
  const blocker = useBlocker(shouldBlock);

  // Listening for the whole life of the form and asking the same ref, rather than adding the
  // listener in a passive effect when the form turns dirty: that effect, too, can run a frame late,
  // and so can its cleanup once the form is saved or undone (a clean tab would still ask).
  useEffect(() => {
    if (!askOnTabClose) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!hasChanges()) return;
      event.preventDefault();
      // Older browsers need a returnValue to show their (fixed) question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [askOnTabClose, hasChanges]);

  // Saved meanwhile (or undone): nothing left to lose, so the blocked navigation goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && typeof isDirty === 'boolean' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={texts.title}
      text={texts.text}
      stayLabel={texts.stay}
      leaveLabel={texts.leave}
      onLeave={(event) => {
        // Not through onOpenChange: that would reset the blocker before it proceeds.
        event.preventDefault();
        onLeave?.();
        blocker.proceed?.();
      }}
    />
  );
}
