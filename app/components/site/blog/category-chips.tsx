import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { FormOption } from '#shared/form-options.ts';

interface CategoryChipsProps {
  categories: FormOption[];
  /** the category the list shows (null: all posts) */
  current: string | null;
  /** the category being loaded, drawn as chosen at once so the click feels answered */
  pending?: string | null;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * D2: the blog's category filter. Every chip is a link (`/blog?category=…`), so a filtered list is
 * deep-linkable and the row works without JavaScript; the shown category is `aria-current`.
 */
export function CategoryChips({ categories, current, pending }: CategoryChipsProps) {
  const chosen = pending === undefined ? current : pending;
  const rowRef = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: bring a deep-linked chip into view without moving the page.
  useIsomorphicLayoutEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !chip) return;
    const overflowRight = chip.offsetLeft + chip.offsetWidth - (row.scrollLeft + row.clientWidth);
    if (overflowRight > 0 || chip.offsetLeft < row.scrollLeft) row.scrollLeft = chip.offsetLeft - 20;
  }, [current]);

  const chips = [{ value: null, label: 'All' }, ...categories.map((c) => ({ value: c.value, label: c.label }))];
  return (
    <nav aria-label="Blog categories">
      <ul
        ref={rowRef}
        className="-mx-5 -my-2 flex gap-2 overflow-x-auto px-5 py-2 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {chips.map((chip) => (
          <li key={chip.value ?? 'all'} className="shrink-0">
            <Link
              to={chip.value ? `/blog?category=${encodeURIComponent(chip.value)}` : '/blog'}
              preventScrollReset
              aria-current={chip.value === current ? 'page' : undefined}
              className={clsx(
                'relative block rounded-full border px-4 py-2 text-sm whitespace-nowrap transition-colors duration-200 motion-reduce:transition-none',
                chip.value === chosen
                  ? 'border-charcoal bg-charcoal text-linen'
                  : 'border-stone bg-transparent text-charcoal hover:border-umber hover:bg-sand',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
