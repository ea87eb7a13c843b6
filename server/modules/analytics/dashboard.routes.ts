import { analyticsApi } from '#shared/api/analytics.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { analyticsCsv } from './analytics-csv.ts';
import { analyticsOverview, analyticsVitals } from './dashboard.ts';

/**
 * The analytics tab's reads (issue 30): every staff role reads them (D14's `content.read`: admin,
 * editor, viewer), since the tab only shows. A bad range is a 400 naming `to` (date_range_invalid)
 * or the malformed day (invalid_date).
 */
export const analyticsDashboardRoutes: ApiRoute[] = [
  route(analyticsApi.overview, {
    access: 'content.read',
    summary: 'Visitors, pageviews, pages, sources, campaigns, devices and goals of a range of studio days',
    handle: (c, { query }) => analyticsOverview(c.get('deps').db, query),
  }),
  route(analyticsApi.vitals, {
    access: 'content.read',
    summary: 'The p75 of LCP, INP, CLS and TTFB per page template and screen class, with samples and ratings',
    handle: (c, { query }) => analyticsVitals(c.get('deps').db, query),
  }),
  route(analyticsApi.exportCsv, {
    access: 'content.read',
    summary: 'One analytics report of a range as a CSV file',
    handle: async (c, { query }) => {
      const { report, ...range } = query;
      const csv = await analyticsCsv(c.get('deps').db, report, range, signedInUser(c).language);
      return new Response(csv.body, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csv.fileName}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  }),
];
