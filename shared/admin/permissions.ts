/**
 * D14, the one table of who may do what. The server checks it on every route (the route table in
 * server/api names a permission per route); the admin UI reads the same table to show each role
 * only the tabs and buttons it may use.
 */
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** overview, content lists, lookbook, form options, studio settings: read */
  'content.read': ['admin', 'editor', 'viewer'],
  /** the same: create, edit, reorder, delete, upload, publish */
  'content.write': ['admin', 'editor'],
  /** leads, templates, sequences, Process Pending (personal data) */
  leads: ['admin', 'editor'],
  /** e-mail setup, users, the full audit log */
  admin: ['admin'],
  /** one's own password, theme and language; signing out */
  self: ['admin', 'editor', 'viewer'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
