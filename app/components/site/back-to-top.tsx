import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from './use-scrolled-past.ts';

/** public site §2/§9: appears once the page is scrolled more than 300 px. */
export function BackToTop() {
  const visible = useScrolledPast(300);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-5 bottom-24 z-30 grid size-12 place-items-center rounded-full border border-stone bg-linen/95 text-charcoal shadow-md transition-colors duration-200 hover:bg-white"
      aria-label="Back to top"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
