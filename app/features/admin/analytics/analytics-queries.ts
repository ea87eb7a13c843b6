import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsReport } from '#shared/admin/analytics.ts';
import { analyticsApi } from '#shared/api/addresses/analytics.ts';
import { apiHref, callApi } from '../../../lib/api-client.ts';
import type { DayRange } from './analytics-figures.ts';

/**
 * The tab's two reads, one cache entry per range. Under ['admin'], so signing out forgets them;
 * asked again after a minute, since today's figures grow while the tab is open.
 */
export function analyticsOverviewQuery(range: DayRange) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'overview', range.from, range.to] as const,
    queryFn: () => callApi(analyticsApi.overview, { query: range }),
    staleTime: 60_000,
  });
}

export function analyticsVitalsQuery(range: DayRange) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'vitals', range.from, range.to] as const,
    queryFn: () => callApi(analyticsApi.vitals, { query: range }),
    staleTime: 60_000,
  });
}

/** One report of the range as a CSV file: a plain link, which the browser follows with the session cookie. */
export function analyticsCsvHref(report: AnalyticsReport, range: DayRange): string {
  return apiHref(analyticsApi.exportCsv, { query: { report, from: range.from, to: range.to } });
}
