import { CreateFormOptionSchema, ReorderFormOptionsSchema, UpdateFormOptionSchema } from '#shared/admin/content.ts';
import { SuccessSchema } from '#shared/api/common.ts';
import { AdminFormOptionListSchema, AdminFormOptionSchema } from '../../platform/http/responses/content.responses.ts';
import { FieldTypeParamsSchema, fieldTypeParam, IdParamsSchema } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { createHandler, deleteHandler, updateHandler } from '../../platform/http/write-handlers.ts';
import {
  createFormOption,
  deleteFormOption,
  listFormOptions,
  OPTION_NOT_FOUND,
  reorderFormOptions,
  updateFormOption,
} from './form-options-admin.service.ts';

/** The Form Options Manager (admin area §2 'Form Options tab', §7; D1, D25). */
export const adminFormOptionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/admin/form-options',
    access: 'content.read',
    summary: 'Every option of every list, active or not, with how many stored items use it',
    response: { status: 200, schema: AdminFormOptionListSchema },
    handler: async (c) => c.json(await listFormOptions(c.get('deps').db)),
  },
  {
    method: 'POST',
    path: '/admin/form-options',
    access: 'content.write',
    summary: 'Add an option at the end of its list (value unique in the list)',
    requestBody: CreateFormOptionSchema,
    response: { status: 201, schema: AdminFormOptionSchema },
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    handler: createHandler(CreateFormOptionSchema, createFormOption),
  },
  {
    method: 'PUT',
    path: '/admin/form-options/:id',
    access: 'content.write',
    summary: 'Edit an option: label and active always, the value only while nothing uses it',
    params: IdParamsSchema,
    requestBody: UpdateFormOptionSchema,
    response: { status: 200, schema: AdminFormOptionSchema },
    errors: { 409: 'Conflicts with what is stored (the message says how)' },
    handler: updateHandler(OPTION_NOT_FOUND, UpdateFormOptionSchema, updateFormOption),
  },
  {
    method: 'DELETE',
    path: '/admin/form-options/:id',
    access: 'content.write',
    summary: 'Delete an option nothing uses (D25: one in use is deactivated instead)',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: deleteHandler(OPTION_NOT_FOUND, deleteFormOption),
  },
  {
    method: 'POST',
    path: '/admin/form-options/:fieldType/reorder',
    access: 'content.write',
    summary: 'Save the order of one list (exactly its current options)',
    params: FieldTypeParamsSchema,
    requestBody: ReorderFormOptionsSchema,
    response: { status: 200, schema: AdminFormOptionListSchema },
    handler: async (c) => {
      const fieldType = fieldTypeParam(c);
      const { orderedIds } = ReorderFormOptionsSchema.parse(await readJson(c));
      return c.json(await reorderFormOptions(c.get('deps'), signedInUser(c), fieldType, orderedIds));
    },
  },
];
