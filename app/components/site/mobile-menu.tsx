import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { MenuPanelContents } from './menu-panel-contents.tsx';

/**
 * The small-screen drawer (public site §2, §4, §9): from the right, 3/4 of the width, with the
 * logo and the five entries; closes on its close control, on an entry, on the logo and on Escape.
 * Loaded on first use, so it costs nothing on wide screens.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  onChoose,
  studioName,
  pathname,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: () => void;
  studioName: string;
  pathname: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_250ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-3/4 flex-col bg-linen p-6 shadow-xl data-[state=open]:animate-[drawer-in_300ms_ease-out] motion-reduce:animate-none sm:max-w-sm"
        >
          <MenuPanelContents
            studioName={studioName}
            pathname={pathname}
            onChoose={onChoose}
            title={(link) => <Dialog.Title asChild>{link}</Dialog.Title>}
            close={(props) => <Dialog.Close {...props} />}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
