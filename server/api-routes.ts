import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps } from './app-deps.ts';
import { analyticsDashboardRoutes, beaconRoutes } from './modules/analytics/index.ts';
import { bookingRoutes } from './modules/booking/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import {
  blogRoutes,
  contentExportRoutes,
  contentListRoutes,
  projectRoutes,
  testimonialRoutes,
} from './modules/content/index.ts';
import { draftRoutes } from './modules/drafts/index.ts';
import { revisionRoutes } from './modules/history/index.ts';
import { accessChecks, authRoutes, SESSION_COOKIE, twoFactorRoutes, userRoutes } from './modules/identity/index.ts';
import {
  contactRoutes,
  emailTemplateRoutes,
  leadRoutes,
  pipelineRoutes,
  processEmailsRoutes,
  unsubscribeRoutes,
} from './modules/leads/index.ts';
import { lookbookPreviewRoutes, lookbookRoutes } from './modules/lookbook/index.ts';
import { mediaLibraryRoutes, mediaUploadRoutes } from './modules/media/index.ts';
import { previewLinkRoutes } from './modules/preview/index.ts';
import {
  adminFormOptionRoutes,
  emailSetupRoutes,
  formOptionRoutes,
  overviewRoutes,
  settingsRoutes,
} from './modules/studio/index.ts';
import { webhookRoutes, webhookSettingsRoutes } from './modules/webhooks/index.ts';
import { emailDomainRoutes } from './platform/email/domain/email-domain.routes.ts';
import { incomingMailboxRoutes } from './platform/email/inbound/inbound.routes.ts';
import type { AppEnv } from './platform/http/app-env.ts';
import { apiErrorHandler, apiNotFound } from './platform/http/error-handler.ts';
import { openApiRoutes } from './platform/http/openapi/openapi.routes.ts';
import { type ApiRoute, mountApiRoutes } from './platform/http/route-table.ts';
import type { PlatformDeps } from './platform/platform-deps.ts';

/**
 * Routes of a module that read its own part of the deps (the chat engine, the lookbook generator),
 * listed with the rest. Sound because every request carries the whole `AppDeps` (createApp sets
 * it), and checked: this does not compile unless `AppDeps` has everything those routes read.
 */
function readingModuleDeps<D extends PlatformDeps>(
  routes: readonly ApiRoute<D>[] & (AppDeps extends D ? unknown : never),
): readonly ApiRoute[] {
  return routes as unknown as readonly ApiRoute[];
}

/**
 * The registry (SECURITY 1): every route under /api, each classified as public or by the permission
 * it needs. Nothing is mounted any other way; a test walks this table for every role. Each module
 * offers its routes through its index.ts; the order is the order they are matched and documented.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // The document of this very table (ADR 013), read when first asked for.
  ...openApiRoutes(() => API_ROUTES, { sessionCookie: SESSION_COOKIE }),
  ...projectRoutes,
  ...blogRoutes,
  ...testimonialRoutes,
  ...formOptionRoutes,
  ...readingModuleDeps(lookbookRoutes),
  ...contactRoutes,
  ...bookingRoutes,
  ...readingModuleDeps(chatRoutes),
  ...unsubscribeRoutes,
  ...webhookRoutes,
  ...authRoutes,
  ...twoFactorRoutes,
  ...userRoutes,
  ...overviewRoutes,
  ...adminFormOptionRoutes,
  ...settingsRoutes,
  ...mediaUploadRoutes,
  ...mediaLibraryRoutes,
  ...readingModuleDeps(lookbookPreviewRoutes),
  ...leadRoutes,
  ...pipelineRoutes,
  ...emailTemplateRoutes,
  ...revisionRoutes,
  ...processEmailsRoutes,
  ...emailSetupRoutes,
  ...webhookSettingsRoutes,
  // Issue 28: Email Setup's sending domain (DKIM key, SPF/DKIM/DMARC check).
  ...emailDomainRoutes,
  ...incomingMailboxRoutes,
  ...contentExportRoutes,
  ...contentListRoutes,
  // Issue 29: preview links of unpublished posts and projects.
  ...previewLinkRoutes,
  // Issue 29: autosave's drafts (each user's own).
  ...draftRoutes,
  // Issue 30: private analytics — the public beacon and the dashboard's reads.
  ...readingModuleDeps(beaconRoutes),
  ...analyticsDashboardRoutes,
];

/** Everything under /api: JSON in, JSON out, JSON errors (D17), JSON 404 for unknown paths. */
export function apiApp(routes: readonly ApiRoute[] = API_ROUTES): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('*', compress());
  // The session checks are identity's (the platform's AccessChecks port).
  mountApiRoutes(api, routes, accessChecks);
  api.notFound(apiNotFound);
  api.onError(apiErrorHandler);
  return api;
}
