import {
  AdminFormOptionListSchema,
  AdminFormOptionSchema,
  CreateFormOptionSchema,
  ReorderFormOptionsSchema,
  UpdateFormOptionSchema,
} from '../admin/content.ts';
import { FORM_OPTION_FIELD_TYPES, FormOptionListSchema } from '../form-options.ts';
import { z } from '../zod.ts';
import { IdParamsSchema, SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * `:fieldType` of `/form-options/:fieldType` (public and admin): one of the five lists; the routes
 * answer another name with the 404 that names it (`Unknown option list: …`).
 */
export const FieldTypeParamsSchema = z.object({
  fieldType: z.enum(FORM_OPTION_FIELD_TYPES).meta({ description: 'which pick list' }),
});

/** The pick lists (D1): the public forms' active options, and the Form Options Manager (admin area §2, §7). */
export const formOptionsApi = {
  active: endpoint({
    method: 'GET',
    path: '/form-options/:fieldType',
    params: FieldTypeParamsSchema,
    response: { status: 200, schema: FormOptionListSchema },
  }),
  all: endpoint({
    method: 'GET',
    path: '/admin/form-options',
    response: { status: 200, schema: AdminFormOptionListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/form-options',
    body: CreateFormOptionSchema,
    response: { status: 201, schema: AdminFormOptionSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/form-options/:id',
    params: IdParamsSchema,
    body: UpdateFormOptionSchema,
    response: { status: 200, schema: AdminFormOptionSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/form-options/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/admin/form-options/:fieldType/reorder',
    params: FieldTypeParamsSchema,
    body: ReorderFormOptionsSchema,
    response: { status: 200, schema: AdminFormOptionListSchema },
  }),
};
