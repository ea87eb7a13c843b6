import { clsx } from 'clsx';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

export function SiteHeader({ studioName }: { studioName: string }) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-stone/70 bg-linen/90 backdrop-blur supports-[backdrop-filter]:bg-linen/75">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-3 sm:px-8">
        <Link to="/" onClick={scrollToTop} className="font-display text-xl tracking-tight text-ink sm:text-2xl">
          {studioName}
        </Link>
        <nav aria-label="Main" className="-mx-1 overflow-x-auto">
          <ul className="flex items-center gap-0.5 rounded-full bg-sand p-1 sm:gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={scrollToTop}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'block rounded-full px-2.5 py-1.5 text-[13px] whitespace-nowrap transition-colors duration-200 sm:px-3.5 sm:text-sm',
                      active ? 'bg-charcoal text-linen' : 'text-charcoal hover:bg-stone',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
