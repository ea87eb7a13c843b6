import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Permission } from '#shared/admin/permissions.ts';
import type { PlatformDeps } from '../platform-deps.ts';
import { type AccessChecks, noStore } from './access-checks.ts';
import type { AppEnv } from './app-env.ts';
import { publicReads } from './cache.ts';
import type { RateLimitRule } from './rate-limit.service.ts';
import { rateLimitPerClient } from './rate-limit.ts';
import { type BodyRule, bodyGuards } from './write-guards.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, or a signed-in user with this permission (D14). */
export type Access = 'public' | Permission;

/**
 * What a route answers when it succeeds (ADR 013). JSON answers name the zod schema of their body;
 * files and redirects name their media type or target. The API document is built from this, and a
 * test checks every JSON answer against its schema.
 */
export type RouteResponse =
  | { status: 200 | 201; schema: z.ZodType }
  | { status: 200; file: 'application/pdf' | 'text/csv' | 'text/html'; description: string }
  | { status: 301 | 303; redirect: string };

/**
 * The inputs a route reads, as the zod schemas its handler validates them with: the very objects,
 * so the document cannot describe anything the handler does not check (ADR 013).
 */
export interface RouteSchemas {
  /** the path's `:name` parts, as an object schema */
  params?: z.ZodObject;
  /** the query string, as an object schema */
  query?: z.ZodObject;
  /** the JSON body (writes of kind `json`) */
  requestBody?: z.ZodType;
  /** true when no body at all is also accepted (the empty POST of a button) */
  requestBodyOptional?: boolean;
  response?: RouteResponse;
  /** error answers besides those every route of its kind has (401/403, 400, 404, 413/415, 429, 500) */
  errors?: Partial<Record<number, string>>;
}

/** The admin's default body cap: forms of text; uploads name their own. */
export const ADMIN_BODY = { kind: 'json', maxBytes: 64 * 1024 } as const satisfies BodyRule;

/**
 * One API route, classified (SECURITY 1). Every route under /api is declared this way and mounted
 * by `mountApiRoutes`, which puts the checks in front of the handler in one fixed order, so no
 * route can forget one:
 *   public GET → ETag + public cache;  signed-in → no-store, then session + permission;
 *   writes → origin, type and size (`body`), then the per-client rate limit (`rateLimit`).
 */
export interface ApiRoute<D extends PlatformDeps = PlatformDeps> extends RouteSchemas {
  method: HttpMethod;
  /** Hono path under /api, e.g. `/admin/users/:id` */
  path: string;
  access: Access;
  /** what the route does, in a few words (the route list and, later, the API document) */
  summary: string;
  /** state-changing routes: the body they accept (default: JSON up to 64 KB) */
  body?: BodyRule;
  /** per client address, counted in the database (SECURITY 14) */
  rateLimit?: RateLimitRule;
  /**
   * Public reads that show signed-in staff more (drafts, D2): when the request carries the session
   * of an active user with this permission, `c.get('user')` is set and the answer is personal —
   * built fresh and never cached anywhere. Everyone else gets the cached public answer.
   */
  staffView?: Permission;
  handler: Handler<AppEnv<D>>;
}

export function isWrite(method: HttpMethod): boolean {
  return method !== 'GET';
}

/** Mounts the routes with their checks; the session checks come from identity (`AccessChecks`). */
export function mountApiRoutes(api: Hono<AppEnv>, routes: readonly ApiRoute[], access: AccessChecks): void {
  for (const route of routes) {
    const chain: MiddlewareHandler<AppEnv>[] = [];
    if (route.access === 'public') {
      if (route.staffView) chain.push(access.recognizeStaff(route.staffView));
      if (route.method === 'GET') chain.push(publicReads);
    } else {
      chain.push(noStore);
    }
    if (isWrite(route.method)) chain.push(bodyGuards(route.body ?? ADMIN_BODY));
    if (route.access !== 'public') chain.push(access.requireAccess(route.access));
    if (route.rateLimit) chain.push(rateLimitPerClient(route.rateLimit));
    api.on(route.method, [route.path], ...chain, route.handler);
  }
}
