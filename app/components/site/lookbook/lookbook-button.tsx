import { clsx } from 'clsx';
import { BookOpen } from 'lucide-react';
import { LookbookDialog } from './lookbook-dialog.tsx';

export function LookbookButton({ studioName, tone = 'dark' }: { studioName: string; tone?: 'dark' | 'light' }) {
  return (
    <LookbookDialog
      studioName={studioName}
      trigger={
        <button
          type="button"
          className={clsx(
            'inline-flex items-center gap-2 rounded-full px-6 py-3 text-sm font-medium transition-colors duration-200',
            tone === 'dark' ? 'bg-charcoal text-linen hover:bg-ink' : 'bg-linen text-ink hover:bg-white',
          )}
        >
          <BookOpen className="size-4" aria-hidden="true" />
          Download the Lookbook
        </button>
      }
    />
  );
}
