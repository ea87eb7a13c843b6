import {
  AnalyticsExportQuerySchema,
  AnalyticsOverviewSchema,
  AnalyticsRangeSchema,
  AnalyticsVitalsSchema,
} from '../admin/analytics.ts';
import { BeaconSchema } from '../analytics/beacon.ts';
import { endpoint } from './endpoint.ts';

/**
 * Private analytics (issue 30, docs/analytics.md). The beacon is public; the dashboard's reads are
 * for every staff role (the whole tab is read-only).
 */
export const analyticsBeaconApi = {
  /** 204 for every well-formed beacon, stored or not (DNT, GPC, bots): the page learns nothing */
  beacon: endpoint({
    method: 'POST',
    path: '/analytics/beacon',
    body: BeaconSchema,
    response: { status: 204, empty: 'Received (stored or not: the page learns nothing)' },
  }),
};

export const analyticsApi = {
  overview: endpoint({
    method: 'GET',
    path: '/admin/analytics/overview',
    query: AnalyticsRangeSchema,
    response: { status: 200, schema: AnalyticsOverviewSchema },
  }),
  vitals: endpoint({
    method: 'GET',
    path: '/admin/analytics/vitals',
    query: AnalyticsRangeSchema,
    response: { status: 200, schema: AnalyticsVitalsSchema },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/analytics/export',
    query: AnalyticsExportQuerySchema,
    response: {
      status: 200,
      file: 'text/csv',
      description: 'One report of the dashboard for the range, one row a line',
    },
  }),
};
