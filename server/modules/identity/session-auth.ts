import type { Context } from 'hono';
import type { AppEnv, RequestUser } from '../../platform/http/app-env.ts';
import { readSessionCookie } from './session-cookie.ts';
import { resolveSession } from './sessions.service.ts';
import { toAuthUser } from './users.service.ts';

/** One lookup per request however many checks ask (keyed by the request, gone with it). */
const resolved = new WeakMap<Request, Promise<RequestUser | null>>();

/**
 * The user the request's session cookie proves, or null (no cookie, unknown or expired session).
 * A deactivated user comes back with `active: false`: the access check answers 403 for them.
 */
export function authenticateRequest(c: Context<AppEnv>): Promise<RequestUser | null> {
  let user = resolved.get(c.req.raw);
  if (!user) {
    user = lookUp(c);
    resolved.set(c.req.raw, user);
  }
  return user;
}

async function lookUp(c: Context<AppEnv>): Promise<RequestUser | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const { db, clock } = c.get('deps');
  const session = await resolveSession(db, token, clock());
  return session ? { ...toAuthUser(session.user), sessionIdHash: session.idHash } : null;
}
