import { clsx } from 'clsx';
import { ChevronDown, Menu } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { can, type Role } from '#shared/admin/permissions.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { type AdminSection, type NavGroup, navigationFor } from '../shared/sections/admin-sections.ts';
import { shellText } from '../shared/sections/messages.ts';
import { SECTION_TEXT } from '../shared/sections/section-text.ts';

const GROUP_LABEL = {
  content: 'groupContent',
  clients: 'groupClients',
  studio: 'groupStudio',
  admin: 'groupAdmin',
} as const satisfies Record<NavGroup, keyof typeof shellText.en>;

/**
 * The dashboard's navigation (D22 as amended): Overview, then the sections in groups, each one a
 * link to its own address, the current one marked with aria-current="page"; each role sees only
 * what it may open (D14). On a wide screen it is a sidebar; below `lg` the same list folds behind
 * a Menu button (a disclosure: Escape closes it and gives focus back to the button), because
 * fourteen links do not fit a phone's width, nor one row at 1440 px in Spanish.
 */
export function AdminNav({ role }: { role: Role }) {
  const t = useMessages(shellText);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { top, groups } = navigationFor((permission) => can(role, permission));

  // Following a link closes the phone menu: the new page is what the visitor came for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of address.
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  const link = (section: AdminSection) => (
    <li key={section.id}>
      <NavLink
        to={section.path}
        data-section={section.id}
        end={section.path === '/admin'}
        onClick={() => setOpen(false)}
        className={({ isActive }) =>
          clsx(
            'block border-l-2 px-3 py-2 text-sm transition-colors motion-reduce:transition-none',
            isActive
              ? 'border-charcoal bg-linen font-medium text-ink'
              : 'border-transparent text-muted hover:bg-linen hover:text-charcoal',
          )
        }
      >
        {t(SECTION_TEXT[section.id].label)}
      </NavLink>
    </li>
  );

  return (
    <nav
      aria-label={t('tabsLabel')}
      onKeyDown={onKeyDown}
      className="border-b border-stone bg-white lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-center gap-2 px-4 py-3 text-sm font-medium text-charcoal sm:px-6 lg:hidden"
      >
        <Menu className="size-4" aria-hidden="true" />
        {t('menu')}
        <ChevronDown
          className={clsx('ml-auto size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={listId}
        className={clsx(
          open ? 'block' : 'hidden',
          'space-y-4 px-2 pb-4 sm:px-4 lg:sticky lg:top-0 lg:block lg:max-h-dvh lg:overflow-y-auto lg:px-3 lg:py-5',
        )}
      >
        <ul>{top.map(link)}</ul>
        {groups.map(({ group, sections }) => (
          <div key={group}>
            <p id={`${listId}-${group}`} className="px-3 pb-1 text-xs font-medium tracking-wide text-muted uppercase">
              {t(GROUP_LABEL[group])}
            </p>
            {/* The group's name is the list's, so a screen reader says "Clients, list, 4 items". */}
            <ul aria-labelledby={`${listId}-${group}`}>{sections.map(link)}</ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
