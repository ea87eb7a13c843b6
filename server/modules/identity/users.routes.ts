import { CreateUserSchema, SetUserPasswordSchema, UpdateUserSchema } from '#shared/admin/auth.ts';
import { SuccessSchema } from '#shared/api/common.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { AdminUserListSchema, AdminUserSchema } from '../../platform/http/responses/admin.responses.ts';
import { IdParamsSchema, idParam } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { createUser, deleteUser, listUsers, setUserPassword, updateUser } from './users.service.ts';

const USER_NOT_FOUND = 'user_not_found' satisfies ErrorCode;

/** User Management (admin area §2, D14): admins only. Answers never carry a password hash. */
export const userRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    summary: 'Every staff account',
    response: { status: 200, schema: AdminUserListSchema },
    handler: async (c) => c.json(await listUsers(c.get('deps').db)),
  },
  {
    method: 'POST',
    path: '/admin/users',
    access: 'admin',
    summary: 'Add a staff account (viewer unless a role is given)',
    requestBody: CreateUserSchema,
    response: { status: 201, schema: AdminUserSchema },
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    handler: async (c) => {
      const input = CreateUserSchema.parse(await readJson(c));
      return c.json(await createUser(c.get('deps').db, signedInUser(c), input), 201);
    },
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id',
    access: 'admin',
    summary: 'Edit a staff account (never its password; the last active admin stays one)',
    params: IdParamsSchema,
    requestBody: UpdateUserSchema,
    response: { status: 200, schema: AdminUserSchema },
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    handler: async (c) => {
      const id = idParam(c, USER_NOT_FOUND);
      const changes = UpdateUserSchema.parse(await readJson(c));
      return c.json(await updateUser(c.get('deps').db, signedInUser(c), id, changes));
    },
  },
  {
    method: 'DELETE',
    path: '/admin/users/:id',
    access: 'admin',
    summary: 'Delete a staff account (not oneself, not the last active admin)',
    params: IdParamsSchema,
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    response: { status: 200, schema: SuccessSchema },
    handler: async (c) => {
      await deleteUser(c.get('deps').db, signedInUser(c), idParam(c, USER_NOT_FOUND));
      return c.json({ success: true });
    },
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/password',
    access: 'admin',
    summary: 'Set a staff account’s password; that user’s sessions end',
    params: IdParamsSchema,
    requestBody: SetUserPasswordSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: async (c) => {
      const id = idParam(c, USER_NOT_FOUND);
      const input = SetUserPasswordSchema.parse(await readJson(c));
      await setUserPassword(c.get('deps').db, signedInUser(c), id, input);
      return c.json({ success: true });
    },
  },
];
