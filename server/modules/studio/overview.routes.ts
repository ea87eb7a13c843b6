import { can } from '#shared/admin/permissions.ts';
import { studioApi } from '#shared/api/studio.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { getOverview } from './overview.service.ts';

export const overviewRoutes: ApiRoute[] = [
  route(studioApi.overview, {
    access: 'content.read',
    summary: 'The dashboard’s overview: stat cards, featured items, recent activity, two charts (D27)',
    handle: (c) => {
      const { db, clock } = c.get('deps');
      const user = c.get('user');
      const fullAuditLog = user !== null && can(user.role, 'admin');
      const leads = user !== null && can(user.role, 'leads');
      return getOverview(db, clock(), { fullAuditLog, leads });
    },
  }),
];
