import { useCallback, useState } from 'react';

/**
 * The dialogs of a list page (a form, a delete confirmation…), one open at a time. The last one
 * opened keeps its content while it animates closed; `session` counts the openings, for a `key`
 * that gives every opening a fresh form.
 */
export function useDialogs<Dialog extends { kind: string }>() {
  const [openKind, setOpenKind] = useState<Dialog['kind'] | null>(null);
  const [last, setLast] = useState<Dialog | null>(null);
  const [session, setSession] = useState(0);
  const onOpenChange = useCallback((isOpen: boolean) => {
    if (!isOpen) setOpenKind(null);
  }, []);
  return {
    open: (dialog: Dialog) => {
      setOpenKind(dialog.kind);
      setLast(dialog);
      setSession((count) => count + 1);
    },
    isOpen: (kind: Dialog['kind']) => openKind === kind,
    /** the last dialog of this kind, while it is the last one opened */
    last: <Kind extends Dialog['kind']>(kind: Kind) =>
      last?.kind === kind ? (last as Extract<Dialog, { kind: Kind }>) : null,
    session,
    onOpenChange,
  };
}
