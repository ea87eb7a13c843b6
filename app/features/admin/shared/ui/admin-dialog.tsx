import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { shellText } from '../sections/messages.ts';
import { useReturnFocus } from './use-return-focus.ts';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A modal dialog that fits a laptop screen (docs/product/visual.md): the title stays in view and the body
 * scrolls when it is taller than the window. Forms take `md`; what shows a whole e-mail beside its
 * settings (the template editor, the preview) takes `lg` or `xl`. On a phone every width is the
 * screen less a margin.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  width = 'md',
  footer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  width?: keyof typeof WIDTHS;
  /** a row that stays below the scrolling body (e.g. the preview's buttons) */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(shellText);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl border border-stone bg-linen text-charcoal shadow-2xl motion-safe:data-[state=open]:animate-[fade-in_150ms_ease-out]',
            WIDTHS[width],
          )}
        >
          <div className="px-5 pt-5 pr-14 pb-3 sm:px-6">
            <Dialog.Title className="font-display text-2xl break-words text-ink">{title}</Dialog.Title>
            {description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>}
          </div>
          <div className="min-h-0 overflow-y-auto px-5 pb-5 sm:px-6 sm:pb-6">{children}</div>
          {footer && <div className="border-t border-stone px-5 py-3 sm:px-6">{footer}</div>}
          <Dialog.Close
            aria-label={t('close')}
            className="absolute top-3.5 right-3.5 grid size-9 place-items-center rounded-md text-muted hover:bg-sand hover:text-charcoal"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row of buttons at the end of a dialog: stacked on a phone, right-aligned from sm. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
