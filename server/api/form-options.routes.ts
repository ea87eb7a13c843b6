import { NotFoundError } from '../errors.ts';
import type { ApiRoute } from '../http/route-table.ts';
import { isFormOptionFieldType, listActiveOptions } from '../services/form-options.service.ts';

export const formOptionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/form-options/:fieldType',
    access: 'public',
    summary: 'The active options of one pick list (D1)',
    // The admin's selects read it: staff see an option they just added or retired at once.
    staffView: 'content.read',
    handler: async (c) => {
      const fieldType = c.req.param('fieldType') ?? '';
      if (!isFormOptionFieldType(fieldType)) throw new NotFoundError(`Unknown option list: ${fieldType}`);
      return c.json(await listActiveOptions(c.get('deps').db, fieldType));
    },
  },
];
