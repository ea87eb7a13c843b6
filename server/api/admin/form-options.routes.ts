import type { Context } from 'hono';
import { CreateFormOptionSchema, ReorderFormOptionsSchema, UpdateFormOptionSchema } from '#shared/admin/content.ts';
import { signedInUser } from '../../auth/session-auth.ts';
import { NotFoundError } from '../../errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiRoute } from '../../http/route-table.ts';
import { readJson } from '../../http/write-guards.ts';
import { type FormOptionFieldType, isFormOptionFieldType } from '../../services/form-options.service.ts';
import {
  createFormOption,
  deleteFormOption,
  listFormOptions,
  OPTION_NOT_FOUND,
  reorderFormOptions,
  updateFormOption,
} from '../../services/form-options-admin.service.ts';

/** `/admin/form-options/:id`: a positive whole number that fits, or there is no such option. */
function optionId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(OPTION_NOT_FOUND);
  return id;
}

function fieldTypeParam(c: Context<AppEnv>): FormOptionFieldType {
  const fieldType = c.req.param('fieldType') ?? '';
  if (!isFormOptionFieldType(fieldType)) throw new NotFoundError(`Unknown option list: ${fieldType}`);
  return fieldType;
}

/** The Form Options Manager (admin-area.md §2 'Form Options tab', §7; D1, D25). */
export const adminFormOptionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/admin/form-options',
    access: 'content.read',
    summary: 'Every option of every list, active or not, with how many stored items use it',
    handler: async (c) => c.json(await listFormOptions(c.get('deps').db)),
  },
  {
    method: 'POST',
    path: '/admin/form-options',
    access: 'content.write',
    summary: 'Add an option at the end of its list (value unique in the list)',
    handler: async (c) => {
      const input = CreateFormOptionSchema.parse(await readJson(c));
      return c.json(await createFormOption(c.get('deps'), signedInUser(c), input), 201);
    },
  },
  {
    method: 'PUT',
    path: '/admin/form-options/:id',
    access: 'content.write',
    summary: 'Edit an option: label and active always, the value only while nothing uses it',
    handler: async (c) => {
      const id = optionId(c);
      const changes = UpdateFormOptionSchema.parse(await readJson(c));
      return c.json(await updateFormOption(c.get('deps'), signedInUser(c), id, changes));
    },
  },
  {
    method: 'DELETE',
    path: '/admin/form-options/:id',
    access: 'content.write',
    summary: 'Delete an option nothing uses (D25: one in use is deactivated instead)',
    handler: async (c) => {
      await deleteFormOption(c.get('deps'), signedInUser(c), optionId(c));
      return c.json({ success: true });
    },
  },
  {
    method: 'POST',
    path: '/admin/form-options/:fieldType/reorder',
    access: 'content.write',
    summary: 'Save the order of one list (exactly its current options)',
    handler: async (c) => {
      const fieldType = fieldTypeParam(c);
      const { orderedIds } = ReorderFormOptionsSchema.parse(await readJson(c));
      return c.json(await reorderFormOptions(c.get('deps'), signedInUser(c), fieldType, orderedIds));
    },
  },
];
