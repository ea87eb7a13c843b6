import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { NavLinks } from './nav-links.tsx';

/**
 * The small-screen drawer (public-site.md §2, §4, §9): from the right, 3/4 of the width, with the
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
          <div className="flex items-center justify-between">
            <Dialog.Title asChild>
              <Link to="/" onClick={onChoose} className="font-display text-xl text-ink">
                {studioName}
              </Link>
            </Dialog.Title>
            <Dialog.Close
              className="grid size-11 place-items-center rounded-full hover:bg-sand"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="mt-8">
            <ul className="space-y-1">
              <NavLinks pathname={pathname} onChoose={onChoose} variant="drawer" />
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
