/**
 * The history module's public entry (issue 29): the revisions routes and the daily pruning job.
 * Everything else in server/modules/history is internal.
 */
export { registerRevisionPruningJobs } from './prune-revisions-job.ts';
export { revisionRoutes } from './revisions.routes.ts';
