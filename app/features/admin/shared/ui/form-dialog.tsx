import { type ComponentProps, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass } from './button-class.ts';
import { useDiscardGuard } from './discard-changes.tsx';

/** What a dialog's form is given: where to report its changes, and how it closes. */
export interface FormDialogControls {
  /** the form has changes (or work under way) that closing would lose */
  onDirtyChange: (dirty: boolean) => void;
  /** Cancel: asks first when there are changes */
  onCancel: () => void;
  /** saved: closes without asking */
  onDone: () => void;
  /**
   * Calls the listener when the user confirms "Discard changes" (autosave removes its draft then,
   * issue 29); answers the function that stops listening.
   */
  whenDiscarded?: (listener: () => void) => () => void;
}

/**
 * A form tells its dialog whether it has changes while the change is committed. Told in a passive
 * effect instead, the dialog learnt it a frame later, and an Escape pressed in that frame closed a
 * changed dialog without asking (CI on 7bc793e: a star clicked, then Escape, at phone size).
 */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

/**
 * A create or edit dialog around one form (admin area §2 'Edit dialogs'): a changed form asks
 * before it closes, however it is closed (Escape, the ×, Cancel, a click outside), and closes at
 * once when it has saved.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  width?: ComponentProps<typeof AdminDialog>['width'];
  children: (controls: FormDialogControls) => ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  const close = (next: boolean) => {
    if (!next) setDirty(false);
    onOpenChange(next);
  };
  const discardListeners = useRef(new Set<() => void>());
  const whenDiscarded = useCallback((listener: () => void) => {
    discardListeners.current.add(listener);
    return () => void discardListeners.current.delete(listener);
  }, []);
  const guard = useDiscardGuard(dirty, close, () => {
    for (const listener of discardListeners.current) listener();
  });
  return (
    <>
      <AdminDialog open={open} onOpenChange={guard.onOpenChange} title={title} description={description} width={width}>
        {children({
          onDirtyChange: setDirty,
          onCancel: () => guard.onOpenChange(false),
          onDone: () => close(false),
          whenDiscarded,
        })}
      </AdminDialog>
      {guard.confirm}
    </>
  );
}

/** A form's last row: Cancel, and the submit button that says when it is saving. */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  submittingLabel,
  submitting,
  disabled = false,
}: {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** also held back while something else is under way (an upload) */
  disabled?: boolean;
}) {
  return (
    <DialogActions>
      <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
        {cancelLabel}
      </button>
      <button type="submit" disabled={submitting || disabled} className={buttonClass('primary')}>
        {submitting ? submittingLabel : submitLabel}
      </button>
    </DialogActions>
  );
}
