import type { Role } from '#shared/admin/permissions.ts';

/** Keys of a role's name in the shell catalog and of its one-line description in the users catalog. */
export const ROLE_LABEL_KEYS = {
  admin: 'roleAdmin',
  editor: 'roleEditor',
  viewer: 'roleViewer',
} as const satisfies Record<Role, string>;
export const ROLE_HINT_KEYS = {
  admin: 'roleAdminHint',
  editor: 'roleEditorHint',
  viewer: 'roleViewerHint',
} as const satisfies Record<Role, string>;
