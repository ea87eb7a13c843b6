/**
 * The lookbook module's public entry (issue 26): the PDF generator and the routes that send it
 * (the public request, the admin's preview). Everything else in server/modules/lookbook is internal.
 */
export type { LookbookDeps, LookbookRouteDeps } from './deps.ts';
export { lookbookRoutes } from './lookbook.routes.ts';
export { createLookbookGenerator, type LookbookGenerator } from './lookbook-generator.ts';
export { lookbookPreviewRoutes } from './lookbook-preview.routes.ts';
