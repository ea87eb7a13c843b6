import { z } from 'zod';
import { FORM_OPTION_FIELD_TYPES, FormOptionListSchema } from '../form-options.ts';
import { endpoint } from './endpoint.ts';

/**
 * `:fieldType` of `/form-options/:fieldType` (public and admin): one of the five lists; the routes
 * answer another name with the 404 that names it (`Unknown option list: …`).
 */
export const FieldTypeParamsSchema = z.object({
  fieldType: z.enum(FORM_OPTION_FIELD_TYPES).meta({ description: 'which pick list' }),
});

/**
 * One list's active options, as the public forms offer them: in a file of its own so the public
 * chat can call it without the admin's option schemas in its chunk (`formOptionsApi.active`).
 */
export const activeOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/form-options/:fieldType',
  params: FieldTypeParamsSchema,
  response: { status: 200, schema: FormOptionListSchema },
});
