import type { MiddlewareHandler } from 'hono';
import type { Permission } from '#shared/admin/permissions.ts';
import type { AppEnv } from './app-env.ts';

/**
 * The session checks the route table puts in front of handlers (SECURITY 1, D14). They need the
 * sessions and users of the identity module, which the platform does not know: identity
 * implements this port and the route registry (server/api-routes.ts) hands it to `mountApiRoutes`.
 */
export interface AccessChecks {
  /** a live session of an active user whose role has the permission, else 401/403 */
  requireAccess(permission: Permission): MiddlewareHandler<AppEnv>;
  /** public reads with a staff view: sets the user when the session proves the permission */
  recognizeStaff(permission: Permission): MiddlewareHandler<AppEnv>;
}

/**
 * Admin answers hold personal data: no cache anywhere may keep them, errors included.
 * After `next()`, headers go on the finished answer itself: `c.header()` would rebuild it around a
 * stream of its body, which costs a cached read most of its speed (ADR 019).
 */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
