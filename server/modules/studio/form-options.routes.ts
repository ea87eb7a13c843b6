import { formOptionsApi } from '#shared/api/form-options.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { listActiveOptions, unknownOptionList } from './form-options.service.ts';

export const formOptionRoutes: ApiRoute[] = [
  route(formOptionsApi.active, {
    access: 'public',
    summary: 'The active options of one pick list (D1)',
    // The admin's selects read it: staff see an option they just added or retired at once.
    staffView: 'content.read',
    notFound: unknownOptionList,
    handle: (c, { params }) => listActiveOptions(c.get('deps').db, params.fieldType),
  }),
];
