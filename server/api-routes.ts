import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './platform/http/app-env.ts';
import { apiErrorHandler, apiNotFound } from './platform/http/error-handler.ts';
import { type ApiRoute, mountApiRoutes } from './platform/http/route-table.ts';
import { authRoutes } from './modules/identity/auth.routes.ts';
import { contentExportRoutes } from './modules/content/content-export.routes.ts';
import { contentListRoutes } from './modules/content/content-lists.routes.ts';
import { emailSetupRoutes } from './modules/studio/email-setup.routes.ts';
import { emailTemplateRoutes } from './modules/leads/email-templates.routes.ts';
import { adminFormOptionRoutes } from './modules/studio/admin-form-options.routes.ts';
import { leadRoutes } from './modules/leads/leads.routes.ts';
import { lookbookPreviewRoutes } from './modules/lookbook/lookbook-preview.routes.ts';
import { mediaUploadRoutes } from './modules/media/upload.routes.ts';
import { overviewRoutes } from './modules/studio/overview.routes.ts';
import { processEmailsRoutes } from './modules/leads/sequence/process-emails.routes.ts';
import { settingsRoutes } from './modules/studio/settings.routes.ts';
import { twoFactorRoutes } from './modules/identity/two-factor.routes.ts';
import { userRoutes } from './modules/identity/users.routes.ts';
import { blogRoutes } from './modules/content/blog.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { contactRoutes } from './modules/leads/contact.routes.ts';
import { formOptionRoutes } from './modules/studio/form-options.routes.ts';
import { lookbookRoutes } from './modules/lookbook/lookbook.routes.ts';
import { openApiRoutes } from './platform/http/openapi/openapi.routes.ts';
import { projectRoutes } from './modules/content/projects.routes.ts';
import { testimonialRoutes } from './modules/content/testimonials.routes.ts';
import { unsubscribeRoutes } from './modules/leads/unsubscribe/unsubscribe.routes.ts';

/**
 * The registry (SECURITY 1): every route under /api, each classified as public or by the permission
 * it needs. Nothing is mounted any other way; a test walks this table for every role.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // The document of this very table (ADR 013), read when first asked for.
  ...openApiRoutes(() => API_ROUTES),
  ...projectRoutes,
  ...blogRoutes,
  ...testimonialRoutes,
  ...formOptionRoutes,
  ...lookbookRoutes,
  ...contactRoutes,
  ...chatRoutes,
  ...unsubscribeRoutes,
  ...authRoutes,
  ...twoFactorRoutes,
  ...userRoutes,
  ...overviewRoutes,
  ...adminFormOptionRoutes,
  ...settingsRoutes,
  ...mediaUploadRoutes,
  ...lookbookPreviewRoutes,
  ...leadRoutes,
  ...emailTemplateRoutes,
  ...processEmailsRoutes,
  ...emailSetupRoutes,
  ...contentExportRoutes,
  ...contentListRoutes,
];

/** Everything under /api: JSON in, JSON out, JSON errors (D17), JSON 404 for unknown paths. */
export function apiApp(routes: readonly ApiRoute[] = API_ROUTES): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('*', compress());
  mountApiRoutes(api, routes);
  api.notFound(apiNotFound);
  api.onError(apiErrorHandler);
  return api;
}
