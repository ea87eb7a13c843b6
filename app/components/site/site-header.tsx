import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';

/** public-site.md §2: any entry or the logo scrolls the page smoothly to the top. */
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

function NavLinks({
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

export function SiteHeader({ studioName }: { studioName: string }) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
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
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger
            className="grid size-11 place-items-center rounded-full text-charcoal hover:bg-sand md:hidden"
            aria-label="Open menu"
          >
            <Menu className="size-6" aria-hidden="true" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_250ms_ease-out] motion-reduce:animate-none" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 right-0 z-50 flex w-3/4 flex-col bg-linen p-6 shadow-xl data-[state=open]:animate-[drawer-in_300ms_ease-out] motion-reduce:animate-none sm:max-w-sm"
            >
              <div className="flex items-center justify-between">
                <Dialog.Title asChild>
                  <Link to="/" onClick={choose} className="font-display text-xl text-ink">
                    {studioName}
                  </Link>
                </Dialog.Title>
                <Dialog.Close
                  className="grid size-11 place-items-center rounded-full hover:bg-sand"
                  aria-label="Close menu"
                >
                  <X className="size-6" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <nav aria-label="Main" className="mt-8">
                <ul className="space-y-1">
                  <NavLinks pathname={pathname} onChoose={choose} variant="drawer" />
                </ul>
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
