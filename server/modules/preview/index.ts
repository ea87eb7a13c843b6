/**
 * Preview links (issue 29, D33; docs/preview-links.md): the admin's routes, and the opening of a
 * link that `/preview/{token}` (app/lib/preview-page.server.ts) renders.
 */
export { previewLinkRoutes } from './preview-links.routes.ts';
export { openPreviewLink, type PreviewOpening } from './preview-links.service.ts';
