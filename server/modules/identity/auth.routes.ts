import type { AuthUser } from '#shared/admin/auth.ts';
import { authApi } from '#shared/api/identity.ts';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import type { RequestUser } from '../../platform/http/app-env.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { authenticateRequest } from './session-auth.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { endSession, hashSessionToken } from './sessions.service.ts';
import { signIn } from './sign-in.service.ts';
import { setChallengeCookie } from './sign-in-challenges.ts';
import { neverStored } from './sign-in-route.ts';
import { changeOwnPassword, updatePreferences } from './users.service.ts';

/** A username and a password, capped by the schema; anything bigger is not a sign-in. */
const LOGIN_MAX_BYTES = 4 * 1024;

/** The signed-in user as the browser may see it: the session's id hash stays on the server. */
function publicUser(user: RequestUser): AuthUser {
  const { sessionIdHash: _sessionIdHash, ...rest } = user;
  return rest;
}

export const authRoutes: ApiRoute[] = [
  // no-store is set before the body is read, so a refused sign-in is never stored either
  route(authApi.login, {
    before: neverStored,
    access: 'public',
    summary: 'Sign in with username and password: a new session cookie (D15), or the second step it needs (ADR 014)',
    body: { kind: 'json', maxBytes: LOGIN_MAX_BYTES },
    errors: { 401: 'Invalid username or password', 429: 'Too many attempts: try again after Retry-After seconds' },
    handle: async (c, { body }) => {
      const deps = c.get('deps');
      const outcome = await signIn(deps, {
        ...body,
        ip: clientIp(c, deps.config.trustProxyHops),
        userAgent: c.req.header('user-agent') ?? null,
      });
      if (outcome.kind === 'second-step') {
        // The password was right; the session waits for the second factor (ADR 014).
        setChallengeCookie(c, outcome.challenge.token);
        return { success: false, twoFactor: outcome.twoFactor } as const;
      }
      const { user, session } = outcome;
      // A session this browser already had is ended, not carried over: a new id at every sign-in.
      const previous = readSessionCookie(c);
      if (previous) await endSession(deps.db, hashSessionToken(previous));
      setSessionCookie(c, session.token, session.expiresAt);
      return { success: true, user } as const;
    },
  }),
  route(authApi.user, {
    access: 'self',
    summary: 'The signed-in user (role, theme, language)',
    handle: (c) => publicUser(signedInUser(c)),
  }),
  route(authApi.logout, {
    access: 'public',
    summary: 'Sign out: ends this session and clears its cookie',
    handle: async (c) => {
      const { db } = c.get('deps');
      c.header('Cache-Control', 'no-store');
      const user = await authenticateRequest(c);
      if (user) {
        await db.transaction(async (tx) => {
          await endSession(tx, user.sessionIdHash);
          await recordAuditEvent(tx, {
            actor: user,
            action: 'auth.sign-out',
            entityType: 'user',
            entityId: user.id,
            label: user.username,
          });
        });
      }
      clearSessionCookie(c);
      return { success: true } as const;
    },
  }),
  route(authApi.preferences, {
    access: 'self',
    summary: 'The signed-in user’s theme and language (D18)',
    handle: (c, { body }) => updatePreferences(c.get('deps').db, signedInUser(c), body),
  }),
  route(authApi.changePassword, {
    access: 'self',
    summary: 'Change one’s own password, proven by the current one; other sessions end (D15)',
    handle: async (c, { body }) => {
      await changeOwnPassword(c.get('deps').db, signedInUser(c), body);
      return { success: true } as const;
    },
  }),
];
