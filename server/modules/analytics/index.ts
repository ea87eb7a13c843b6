/**
 * The analytics module's public entry (issue 30, docs/analytics.md): the beacon's ingestion, goals
 * and their attribution onto leads, the daily rollup job and the dashboard's reads.
 * Everything else in server/modules/analytics is internal.
 */

export { beaconRoutes } from './beacon.routes.ts';
export { analyticsDashboardRoutes } from './dashboard.routes.ts';
export {
  type AnalyticsDeps,
  type AnalyticsRouteDeps,
  analyticsOf,
  visitorRequestFrom,
  visitorRequestOf,
} from './deps.ts';
export { type Attribution, attributionFor, type GoalInput, recordGoal } from './goals.ts';
export { AnalyticsIngest, type IngestOptions } from './ingest.ts';
export { ANALYTICS_ROLLUP_JOB, registerAnalyticsJobs } from './rollup-job.ts';
export type { VisitorRequest } from './visitor.ts';
export { registerWeeklyDigestJobs, WEEKLY_DIGEST_JOB } from './weekly-digest-job.ts';
