import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { ToastMessage } from './toast-message.ts';

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);
const ToastView = lazy(() => import('./toast-view.tsx'));

/**
 * public site §4/§9: one toast at a time — a new one replaces the previous. The Radix view is
 * fetched with the first toast (it is not part of any page's initial JavaScript).
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const [needed, setNeeded] = useState(false);
  const show = useCallback<ShowToast>((message) => {
    setNeeded(true);
    setCurrent({ ...message, id: Date.now() + Math.random() });
  }, []);
  const closed = useCallback((id: number) => setCurrent((shown) => (shown?.id === id ? null : shown)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {needed && (
        // While the view is on its way the toast is not on screen yet; the marker says so, for
        // tests that wait for the page to be still before checking it (tests/e2e/support/axe.ts).
        <Suspense fallback={<span data-toast-loading="" hidden />}>
          <ToastView current={current} onClosed={closed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast({ title: 'Message sent!', description })` */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs <Toaster> above it');
  return show;
}
