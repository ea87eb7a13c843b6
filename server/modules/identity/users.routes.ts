import type { ErrorCode } from '#shared/api/errors.ts';
import { usersApi } from '#shared/api/identity.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { createUser, deleteUser, listUsers, setUserPassword, updateUser } from './users.service.ts';

const USER_NOT_FOUND = 'user_not_found' satisfies ErrorCode;

/**
 * User Management (admin area §2, D14): admins only. Answers never carry a password hash. A
 * malformed `:id` is the user's 404.
 */
export const userRoutes: ApiRoute[] = [
  route(usersApi.list, {
    access: 'admin',
    summary: 'Every staff account',
    handle: (c) => listUsers(c.get('deps').db),
  }),
  route(usersApi.create, {
    access: 'admin',
    summary: 'Add a staff account (viewer unless a role is given)',
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    handle: (c, { body }) => createUser(c.get('deps').db, signedInUser(c), body),
  }),
  route(usersApi.update, {
    access: 'admin',
    summary: 'Edit a staff account (never its password; the last active admin stays one)',
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    notFound: USER_NOT_FOUND,
    handle: (c, { params, body }) => updateUser(c.get('deps').db, signedInUser(c), params.id, body),
  }),
  route(usersApi.remove, {
    access: 'admin',
    summary: 'Delete a staff account (not oneself, not the last active admin)',
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    notFound: USER_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteUser(c.get('deps').db, signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
  route(usersApi.setPassword, {
    access: 'admin',
    summary: 'Set a staff account’s password; that user’s sessions end',
    notFound: USER_NOT_FOUND,
    handle: async (c, { params, body }) => {
      await setUserPassword(c.get('deps').db, signedInUser(c), params.id, body);
      return { success: true } as const;
    },
  }),
];
