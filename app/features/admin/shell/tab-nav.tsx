import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { can, type Role } from '#shared/admin/permissions.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { ADMIN_SECTIONS, sectionForPath } from '../shared/sections/admin-sections.ts';
import { shellText } from '../shared/sections/messages.ts';
import { SECTION_TEXT } from '../shared/sections/section-text.ts';

/**
 * The tab bar (D22): one link per section the role may open (D14), the current one marked with
 * aria-current="page". On a narrow screen it scrolls sideways and keeps the current tab in view.
 */
export function TabNav({ role }: { role: Role }) {
  const t = useMessages(shellText);
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const tabs = ADMIN_SECTIONS.filter((section) => section.inTabBar && can(role, section.permission));

  const currentId = sectionForPath(pathname)?.id;

  useLayoutEffect(() => {
    const scroller = list.current;
    const current = scroller?.querySelector<HTMLElement>(`[data-section="${currentId}"]`);
    if (!scroller || !current) return;
    const left = current.offsetLeft - scroller.offsetLeft;
    if (left < scroller.scrollLeft || left + current.offsetWidth > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = left - 16;
    }
  }, [currentId]);

  return (
    <nav aria-label={t('tabsLabel')} className="mx-auto max-w-7xl">
      <ul ref={list} className="-mb-px flex gap-1 overflow-x-auto px-1 [scrollbar-width:thin] sm:px-3">
        {tabs.map((section) => (
          <li key={section.id} className="shrink-0">
            <NavLink
              to={section.path}
              data-section={section.id}
              end={section.path === '/admin'}
              className={({ isActive }) =>
                clsx(
                  'block border-b-2 px-3 py-3 text-sm whitespace-nowrap transition-colors motion-reduce:transition-none',
                  isActive
                    ? 'border-charcoal font-medium text-ink'
                    : 'border-transparent text-muted hover:border-stone hover:text-charcoal',
                )
              }
            >
              {t(SECTION_TEXT[section.id].label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
