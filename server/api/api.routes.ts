import { Hono } from 'hono';
import type { ChatEngine } from '../chat/chat-engine.ts';
import type { Database } from '../db/client.ts';
import type { EmailQueue } from '../email/email-queue.ts';
import { publicReads } from '../http/cache.ts';
import { apiErrorHandler, apiNotFound } from '../http/errors.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import type { LookbookGenerator } from '../pdf/lookbook-generator.ts';
import { blogRoutes } from './blog.routes.ts';
import { chatRoutes } from './chat.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import { formOptionRoutes } from './form-options.routes.ts';
import { lookbookRoutes } from './lookbook.routes.ts';
import { projectRoutes } from './projects.routes.ts';
import { testimonialRoutes } from './testimonials.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/** What the public write endpoints (enquiries, lookbook) need besides the database. */
export interface IntakeOptions {
  queue: EmailQueue;
  lookbook: LookbookGenerator;
  publicUrl: string;
  trustProxyHops: number;
  /** the answer-bot with its configured model; the built-in engine when absent */
  chat?: ChatEngine;
}

/** Everything under /api: JSON in, JSON out, JSON errors (D17), JSON 404 for unknown paths. */
export function apiRoutes(
  db: Database,
  options: { cache: ResponseCache | null; intake?: IntakeOptions; appSecret?: string },
): Hono {
  const api = new Hono();
  api.use('*', publicReads(options.cache));
  api.route('/', projectRoutes(db));
  api.route('/', blogRoutes(db));
  api.route('/', testimonialRoutes(db));
  api.route('/', formOptionRoutes(db));
  if (options.appSecret) api.route('/', unsubscribeRoutes(db, { secret: options.appSecret }));
  if (options.intake) {
    api.route('/', contactRoutes({ db, ...options.intake }));
    api.route('/', lookbookRoutes({ db, ...options.intake }));
    api.route('/', chatRoutes({ db, ...options.intake }));
  }
  api.notFound(apiNotFound);
  api.onError(apiErrorHandler);
  return api;
}
