import type { Permission } from '#shared/admin/permissions.ts';

/**
 * The dashboard's addresses (D22) and who may open each (D14). The tab bar shows the spec's nine
 * tabs in its order, then Studio; Leads has its own address ('Manage All' in Email Sequences) but
 * no tab.
 */
export const ADMIN_SECTIONS = [
  { id: 'overview', path: '/admin', permission: 'content.read', inTabBar: true },
  { id: 'projects', path: '/admin/projects', permission: 'content.read', inTabBar: true },
  { id: 'blog', path: '/admin/blog', permission: 'content.read', inTabBar: true },
  { id: 'testimonials', path: '/admin/testimonials', permission: 'content.read', inTabBar: true },
  { id: 'lookbook', path: '/admin/lookbook', permission: 'content.read', inTabBar: true },
  { id: 'formOptions', path: '/admin/form-options', permission: 'content.read', inTabBar: true },
  { id: 'emailSequences', path: '/admin/email-sequences', permission: 'leads', inTabBar: true },
  { id: 'emailSetup', path: '/admin/email-setup', permission: 'admin', inTabBar: true },
  { id: 'users', path: '/admin/users', permission: 'admin', inTabBar: true },
  { id: 'studio', path: '/admin/studio', permission: 'content.read', inTabBar: true },
  { id: 'leads', path: '/admin/leads', permission: 'leads', inTabBar: false },
  /** one's own sign-in and sessions (ADR 014): from Settings, for every role */
  { id: 'account', path: '/admin/account', permission: 'self', inTabBar: false },
] as const satisfies ReadonlyArray<{ id: string; path: string; permission: Permission; inTabBar: boolean }>;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionId = AdminSection['id'];

/** The section an address belongs to (`/admin/users/…` → users), or undefined outside them. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return ADMIN_SECTIONS[0];
  return ADMIN_SECTIONS.find(
    (section) => section.path !== '/admin' && (path === section.path || path.startsWith(`${section.path}/`)),
  );
}

export function sectionById(id: AdminSectionId): AdminSection {
  const section = ADMIN_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Unknown admin section ${id}`);
  return section;
}
