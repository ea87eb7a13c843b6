import { clsx } from 'clsx';
import { BookOpen } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';

const loadDialog = () => import('./lookbook-dialog.tsx');
const LookbookDialog = lazy(loadDialog);

/**
 * Opens the lookbook dialog. The dialog (Radix, react-hook-form, zod) is fetched when someone
 * reaches for the button, so it adds nothing to the page's initial JavaScript.
 */
export function LookbookButton({ studioName, tone = 'dark' }: { studioName: string; tone?: 'dark' | 'light' }) {
  const { open, setOpen, mounted, button, triggerProps } = useLazyDialog(loadDialog);
  return (
    <>
      <button
        {...triggerProps}
        className={clsx(
          'inline-flex items-center gap-2 rounded-full px-6 py-3 text-sm font-medium transition-colors duration-200',
          tone === 'dark' ? 'bg-charcoal text-linen hover:bg-ink' : 'bg-linen text-ink hover:bg-white',
        )}
      >
        <BookOpen className="size-4" aria-hidden="true" />
        Download the Lookbook
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LookbookDialog studioName={studioName} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
