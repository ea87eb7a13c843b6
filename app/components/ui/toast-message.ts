/**
 * What a toast says. Its own module so the lazily loaded view (toast-view.tsx) and the provider
 * that loads it (toaster.tsx) both read it without importing each other.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
