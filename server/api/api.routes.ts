import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../http/app-env.ts';
import { apiErrorHandler, apiNotFound } from '../http/error-handler.ts';
import { type ApiRoute, mountApiRoutes } from '../http/route-table.ts';
import { authRoutes } from './admin/auth.routes.ts';
import { contentExportRoutes } from './admin/content-export.routes.ts';
import { contentListRoutes } from './admin/content-lists.routes.ts';
import { emailSetupRoutes } from './admin/email-setup.routes.ts';
import { emailTemplateRoutes } from './admin/email-templates.routes.ts';
import { adminFormOptionRoutes } from './admin/form-options.routes.ts';
import { leadRoutes } from './admin/leads.routes.ts';
import { lookbookPreviewRoutes } from './admin/lookbook-preview.routes.ts';
import { mediaUploadRoutes } from './admin/media.routes.ts';
import { overviewRoutes } from './admin/overview.routes.ts';
import { processEmailsRoutes } from './admin/process-emails.routes.ts';
import { settingsRoutes } from './admin/settings.routes.ts';
import { twoFactorRoutes } from './admin/two-factor.routes.ts';
import { userRoutes } from './admin/users.routes.ts';
import { blogRoutes } from './blog.routes.ts';
import { chatRoutes } from './chat.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import { formOptionRoutes } from './form-options.routes.ts';
import { lookbookRoutes } from './lookbook.routes.ts';
import { openApiRoutes } from './openapi/openapi.routes.ts';
import { projectRoutes } from './projects.routes.ts';
import { testimonialRoutes } from './testimonials.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

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
