import { X } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { NavLinks } from './nav-links.tsx';

interface CloseControlProps {
  className: string;
  'aria-label': string;
  children: ReactNode;
}

/**
 * What the phone menu shows: the studio's name linking home, a close control and the five entries.
 * Drawn by the drawer (mobile-menu.tsx) and by the panel that stands in for it before the scripts
 * (menu-before-scripts.tsx), so the two cannot drift apart; each wraps the name as its title and
 * renders the close control its own way (Radix's, or the browser's popover).
 */
export function MenuPanelContents({
  studioName,
  pathname,
  onChoose,
  title = (link) => link,
  close,
}: {
  studioName: string;
  pathname: string;
  onChoose: () => void;
  title?: (link: ReactElement) => ReactElement;
  close: (props: CloseControlProps) => ReactElement;
}) {
  return (
    <>
      <div className="flex items-center justify-between">
        {title(
          <Link to="/" onClick={onChoose} className="font-display text-xl text-ink">
            {studioName}
          </Link>,
        )}
        {close({
          className: 'grid size-11 place-items-center rounded-full hover:bg-sand',
          'aria-label': 'Close menu',
          children: <X className="size-6" aria-hidden="true" />,
        })}
      </div>
      <nav aria-label="Main" className="mt-8">
        <ul className="space-y-1">
          <NavLinks pathname={pathname} onChoose={onChoose} variant="drawer" />
        </ul>
      </nav>
    </>
  );
}
