import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv } from '../../platform/http/app-env.ts';

/**
 * The session cookie (SECURITY 3): the token only, `HttpOnly` (no script reads it), `SameSite=Lax`
 * (not sent on other sites' posts), `Path=/`. Behind HTTPS it is also `Secure` and carries the
 * `__Host-` prefix, which browsers honour only for a Secure, host-only, Path=/ cookie, so neither a
 * sibling subdomain nor plain HTTP can plant or overwrite it.
 */
export const SESSION_COOKIE = 'atelier_session';

/** Every cookie of the sign-in (session, second-step challenge) is set this way. */
export function cookieOptions(https: boolean): CookieOptions {
  return https
    ? { httpOnly: true, sameSite: 'Lax', path: '/', secure: true, prefix: 'host' }
    : { httpOnly: true, sameSite: 'Lax', path: '/' };
}

/** The cookie's full name as the browser sends it. */
export function sessionCookieName(https: boolean): string {
  return https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  const { https } = c.get('deps').config;
  return (https ? getCookie(c, SESSION_COOKIE, 'host') : getCookie(c, SESSION_COOKIE)) || undefined;
}

/** The browser keeps it no longer than the server honours it (the absolute timeout). */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  const { config, clock } = c.get('deps');
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - clock().getTime()) / 1000));
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(config.https), maxAge });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c.get('deps').config.https));
}
