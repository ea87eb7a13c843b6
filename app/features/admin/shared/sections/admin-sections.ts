import type { Permission } from '#shared/admin/permissions.ts';

/**
 * The navigation's groups (D22 as amended): the spec's tabs no longer fit in one row, so they are
 * grouped — Overview on top, then what the studio publishes, the clients it works with, the
 * studio's own settings, and the administration.
 */
export const NAV_GROUPS = ['content', 'clients', 'studio', 'admin'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * The dashboard's addresses (D22) and who may open each (D14), in the order the navigation shows
 * them inside their group. `group: 'top'` stands above the groups; `null` is reached from
 * elsewhere (one's account, from Settings).
 */
export const ADMIN_SECTIONS = [
  { id: 'overview', path: '/admin', permission: 'content.read', group: 'top' },
  /** issue 30: the public site's visits, goals and page speed; read-only, so every role */
  { id: 'analytics', path: '/admin/analytics', permission: 'content.read', group: 'top' },
  { id: 'projects', path: '/admin/projects', permission: 'content.read', group: 'content' },
  { id: 'blog', path: '/admin/blog', permission: 'content.read', group: 'content' },
  { id: 'testimonials', path: '/admin/testimonials', permission: 'content.read', group: 'content' },
  { id: 'lookbook', path: '/admin/lookbook', permission: 'content.read', group: 'content' },
  /** issue 29: the stored images; editors and admins (it deletes and uploads) */
  { id: 'media', path: '/admin/media', permission: 'content.write', group: 'content' },
  /** the spec's 'Manage All' of Email Sequences, now a place of its own */
  { id: 'leads', path: '/admin/leads', permission: 'leads', group: 'clients' },
  { id: 'pipeline', path: '/admin/pipeline', permission: 'leads', group: 'clients' },
  { id: 'bookings', path: '/admin/bookings', permission: 'leads', group: 'clients' },
  { id: 'emailSequences', path: '/admin/email-sequences', permission: 'leads', group: 'clients' },
  { id: 'studio', path: '/admin/studio', permission: 'content.read', group: 'studio' },
  { id: 'formOptions', path: '/admin/form-options', permission: 'content.read', group: 'studio' },
  { id: 'emailSetup', path: '/admin/email-setup', permission: 'admin', group: 'admin' },
  { id: 'users', path: '/admin/users', permission: 'admin', group: 'admin' },
  /** one's own sign-in and sessions (ADR 014): from Settings, for every role */
  { id: 'account', path: '/admin/account', permission: 'self', group: null },
] as const satisfies ReadonlyArray<{
  id: string;
  path: string;
  permission: Permission;
  group: NavGroup | 'top' | null;
}>;

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

/** What the navigation shows a role (D14): the top entries, then each group with what it may open; empty groups left out. */
export function navigationFor(can: (permission: Permission) => boolean): {
  top: AdminSection[];
  groups: { group: NavGroup; sections: AdminSection[] }[];
} {
  const allowed = ADMIN_SECTIONS.filter((section) => can(section.permission));
  return {
    top: allowed.filter((section) => section.group === 'top'),
    groups: NAV_GROUPS.map((group) => ({
      group,
      sections: allowed.filter((section) => section.group === group),
    })).filter((entry) => entry.sections.length > 0),
  };
}
