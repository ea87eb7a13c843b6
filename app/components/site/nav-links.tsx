import { clsx } from 'clsx';
import { Link } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';

/** public site §2: any entry or the logo scrolls the page smoothly to the top. */
export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

export function NavLinks({
  pathname,
  onChoose,
  variant,
}: {
  pathname: string;
  onChoose: () => void;
  variant: 'pill' | 'drawer';
}) {
  return NAV_ITEMS.map((item) => {
    const active = isNavItemActive(item.to, pathname);
    return (
      <li key={item.to}>
        <Link
          to={item.to}
          onClick={onChoose}
          aria-current={active ? 'page' : undefined}
          className={clsx(
            'block transition-colors duration-200',
            variant === 'pill' && 'rounded-full px-4 py-1.5 text-sm whitespace-nowrap',
            variant === 'pill' && (active ? 'bg-charcoal text-linen' : 'text-charcoal hover:bg-stone'),
            variant === 'drawer' && 'rounded-md px-3 py-3 font-display text-2xl',
            variant === 'drawer' && (active ? 'bg-sand text-ink' : 'text-charcoal hover:bg-sand'),
          )}
        >
          {item.label}
        </Link>
      </li>
    );
  });
}
