import { can } from '#shared/admin/permissions.ts';
import { OverviewSchema } from '../../platform/http/responses/admin.responses.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { getOverview } from './overview.service.ts';

export const overviewRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/admin/overview',
    access: 'content.read',
    summary: 'The dashboard’s overview: stat cards, featured items, recent activity, two charts (D27)',
    response: { status: 200, schema: OverviewSchema },
    handler: async (c) => {
      const { db, clock } = c.get('deps');
      const user = c.get('user');
      const fullAuditLog = user !== null && can(user.role, 'admin');
      return c.json(await getOverview(db, clock(), { fullAuditLog }));
    },
  },
];
