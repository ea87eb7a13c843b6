import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { publicReads } from '../http/cache.ts';
import { apiErrorHandler, apiNotFound } from '../http/errors.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { blogRoutes } from './blog.routes.ts';
import { formOptionRoutes } from './form-options.routes.ts';
import { projectRoutes } from './projects.routes.ts';
import { testimonialRoutes } from './testimonials.routes.ts';

/** Everything under /api: JSON in, JSON out, JSON errors (D17), JSON 404 for unknown paths. */
export function apiRoutes(db: Database, options: { cache: ResponseCache | null }): Hono {
  const api = new Hono();
  api.use('*', publicReads(options.cache));
  api.route('/', projectRoutes(db));
  api.route('/', blogRoutes(db));
  api.route('/', testimonialRoutes(db));
  api.route('/', formOptionRoutes(db));
  api.notFound(apiNotFound);
  api.onError(apiErrorHandler);
  return api;
}
