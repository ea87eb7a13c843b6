import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { Permission } from '#shared/admin/permissions.ts';
import type { RateLimitRule } from '../services/rate-limit.service.ts';
import { noStore, recognizeStaff, requireAccess } from './access.ts';
import type { AppEnv } from './app-env.ts';
import { publicReads } from './cache.ts';
import { rateLimitPerClient } from './rate-limit.ts';
import { type BodyRule, bodyGuards } from './write-guards.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, or a signed-in user with this permission (D14). */
export type Access = 'public' | Permission;

/** The admin's default body cap: forms of text; uploads name their own. */
export const ADMIN_BODY = { kind: 'json', maxBytes: 64 * 1024 } as const satisfies BodyRule;

/**
 * One API route, classified (SECURITY 1). Every route under /api is declared this way and mounted
 * by `mountApiRoutes`, which puts the checks in front of the handler in one fixed order, so no
 * route can forget one:
 *   public GET → ETag + public cache;  signed-in → no-store, then session + permission;
 *   writes → origin, type and size (`body`), then the per-client rate limit (`rateLimit`).
 */
export interface ApiRoute {
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
  handler: Handler<AppEnv>;
}

export function isWrite(method: HttpMethod): boolean {
  return method !== 'GET';
}

export function mountApiRoutes(api: Hono<AppEnv>, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    const chain: MiddlewareHandler<AppEnv>[] = [];
    if (route.access === 'public') {
      if (route.staffView) chain.push(recognizeStaff(route.staffView));
      if (route.method === 'GET') chain.push(publicReads);
    } else {
      chain.push(noStore);
    }
    if (isWrite(route.method)) chain.push(bodyGuards(route.body ?? ADMIN_BODY));
    if (route.access !== 'public') chain.push(requireAccess(route.access));
    if (route.rateLimit) chain.push(rateLimitPerClient(route.rateLimit));
    api.on(route.method, [route.path], ...chain, route.handler);
  }
}
