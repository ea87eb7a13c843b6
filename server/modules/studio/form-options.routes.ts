import { FormOptionListSchema } from '../../platform/http/responses/content.responses.ts';
import { FieldTypeParamsSchema, fieldTypeParam } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { listActiveOptions } from './form-options.service.ts';

export const formOptionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/form-options/:fieldType',
    access: 'public',
    summary: 'The active options of one pick list (D1)',
    params: FieldTypeParamsSchema,
    response: { status: 200, schema: FormOptionListSchema },
    // The admin's selects read it: staff see an option they just added or retired at once.
    staffView: 'content.read',
    handler: async (c) => c.json(await listActiveOptions(c.get('deps').db, fieldTypeParam(c))),
  },
];
