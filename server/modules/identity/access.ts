import type { MiddlewareHandler } from 'hono';
import { can, type Permission } from '#shared/admin/permissions.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors.ts';
import type { AccessChecks } from '../../platform/http/access-checks.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { authenticateRequest } from './session-auth.ts';

export const INACTIVE_ACCOUNT = 'account_inactive' satisfies ErrorCode;

/**
 * Deny by default (SECURITY 1, D14): a route that is not public needs a live session (else 401)
 * of an active user whose role has the route's permission (else 403). A deactivated user's session
 * is refused with 403 on every route, which the dashboard shows as 'Admin Access Required' (D14).
 */
export function requireAccess(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await authenticateRequest(c);
    if (!user) throw new UnauthorizedError();
    if (!user.active) throw new ForbiddenError(INACTIVE_ACCOUNT);
    if (!can(user.role, permission)) throw new ForbiddenError();
    c.set('user', user);
    await next();
  };
}

/**
 * For public reads with a staff view: sets the user when the session cookie proves an active user
 * with the permission; anyone else (no cookie, expired, viewer without it) reads as the public.
 */
export function recognizeStaff(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await authenticateRequest(c);
    if (user?.active && can(user.role, permission)) c.set('user', user);
    await next();
    // The same URL answers differently to staff: no shared or browser cache may mix the two.
    // On the answer's own headers, not c.header(), so a cached body stays bytes (ADR 019).
    c.res.headers.append('Vary', 'Cookie');
  };
}

/** The route table's session checks (its port `AccessChecks`), wired by the route registry. */
export const accessChecks: AccessChecks = { requireAccess, recognizeStaff };
