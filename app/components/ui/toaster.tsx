import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * public-site.md §4/§9: one toast at a time (a new one replaces the previous), auto-close after
 * 5 s, swipe right past 50 px to dismiss, F8 moves focus to the toast region.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback<ShowToast>((message) => setCurrent({ ...message, id: Date.now() + Math.random() }), []);
  const destructive = current?.variant === 'destructive';
  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={5000} label="Notification">
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            defaultOpen
            onOpenChange={(open) => {
              if (!open) setCurrent((shown) => (shown?.id === current.id ? null : shown));
            }}
            type={destructive ? 'foreground' : 'background'}
            className={clsx(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-[toast-in_250ms_ease-out] data-[state=closed]:animate-[toast-out_200ms_ease-in]',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              'data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out] motion-reduce:animate-none',
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
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast({ title: 'Message sent!', description })` */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs <Toaster> above it');
  return show;
}
