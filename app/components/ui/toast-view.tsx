import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import type { ToastMessage } from './toast-message.ts';

/**
 * The toast itself (Radix): loaded with the first toast, so pages that never show one never
 * download it. public site §9: 5 s, swipe right past 50 px, F8, at most 420 px wide from md.
 */
export default function ToastView({
  current,
  onClosed,
}: {
  current: (ToastMessage & { id: number }) | null;
  onClosed: (id: number) => void;
}) {
  const destructive = current?.variant === 'destructive';
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={5000} label="Notification">
      {current && (
        <Toast.Root
          key={current.id}
          defaultOpen
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
          }}
          type={destructive ? 'foreground' : 'background'}
          className={clsx(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            // Only when motion is welcome: a plain `motion-reduce:animate-none` loses to these variants.
            'motion-safe:data-[state=open]:animate-[toast-in_250ms_ease-out] motion-safe:data-[state=closed]:animate-[toast-out_200ms_ease-in]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'motion-safe:data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
            destructive ? 'border-red-800 bg-red-800 text-white' : 'border-stone bg-white text-charcoal',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 grid size-8 place-items-center rounded-md opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      {/* A modal dialog hides the rest of the page from assistive technology, except live regions
          (aria-hidden keeps [aria-live]); "off" because Radix announces each toast itself. */}
      <Toast.Viewport
        aria-live="off"
        className="fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
