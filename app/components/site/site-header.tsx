import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MENU_BEFORE_SCRIPTS_ID, MenuBeforeScripts } from './menu-before-scripts.tsx';
import { NavLinks, scrollToTop } from './nav-links.tsx';

const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(loadMobileMenu);

export function SiteHeader({ studioName }: { studioName: string }) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Before hydration the button opens the menu popover, whose open state the browser reports on the
  // button itself; React's aria-expanded (the drawer's) would say false over it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const choose = () => {
    setDrawerOpen(false);
    scrollToTop();
  };
  return (
    <header className="sticky top-0 z-40 border-b border-stone/70 bg-linen/90 backdrop-blur supports-[backdrop-filter]:bg-linen/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Link to="/" onClick={scrollToTop} className="font-display text-xl tracking-tight text-ink sm:text-2xl">
          {studioName}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 rounded-full bg-sand p-1">
            <NavLinks pathname={pathname} onChoose={scrollToTop} variant="pill" />
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={hydrated ? drawerOpen : undefined}
          // Fetch the drawer's code as soon as someone reaches for the button.
          onPointerEnter={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          // Before hydration the browser opens the menu without scripts; after it, the drawer.
          popoverTarget={MENU_BEFORE_SCRIPTS_ID}
          onClick={(event) => {
            event.preventDefault();
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
          className="grid size-11 place-items-center rounded-full text-charcoal hover:bg-sand md:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <MenuBeforeScripts studioName={studioName} pathname={pathname} />
        {drawerWanted && (
          <Suspense fallback={null}>
            <MobileMenu
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              onChoose={choose}
              studioName={studioName}
              pathname={pathname}
              returnFocusTo={menuButton}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
