import { useRef } from 'react';

/**
 * Where focus goes when a dialog closes. Radix returns it to a Dialog.Trigger, but the admin opens
 * its dialogs from state (a row's button, the Settings dialog), so it remembers what had focus when
 * the dialog opened and goes back there; if that is gone (the deleted row), to the main content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : document.getElementById('admin-main');
      target?.focus();
    },
  };
}
