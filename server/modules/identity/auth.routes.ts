import { z } from 'zod';
import {
  type AuthUser,
  LoginRequestSchema,
  type LoginResponse,
  OwnPasswordChangeSchema,
  PreferencesSchema,
} from '#shared/admin/auth.ts';
import type { SecondStepNeeded } from '#shared/admin/two-factor.ts';
import { SuccessSchema } from '#shared/api/common.ts';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import type { RequestUser } from '../../platform/http/app-env.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { AuthUserSchema, LoginResponseSchema } from '../../platform/http/responses/admin.responses.ts';
import { SecondStepNeededSchema } from '../../platform/http/responses/two-factor.responses.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { authenticateRequest } from './session-auth.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { endSession, hashSessionToken } from './sessions.service.ts';
import { signIn } from './sign-in.service.ts';
import { setChallengeCookie } from './sign-in-challenges.ts';
import { changeOwnPassword, updatePreferences } from './users.service.ts';

/** A username and a password, capped by the schema; anything bigger is not a sign-in. */
const LOGIN_MAX_BYTES = 4 * 1024;

/** The signed-in user as the browser may see it: the session's id hash stays on the server. */
function publicUser(user: RequestUser): AuthUser {
  const { sessionIdHash: _sessionIdHash, ...rest } = user;
  return rest;
}

export const authRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/admin/login',
    access: 'public',
    summary: 'Sign in with username and password: a new session cookie (D15), or the second step it needs (ADR 014)',
    body: { kind: 'json', maxBytes: LOGIN_MAX_BYTES },
    requestBody: LoginRequestSchema,
    response: { status: 200, schema: z.union([LoginResponseSchema, SecondStepNeededSchema]) },
    errors: { 401: 'Invalid username or password', 429: 'Too many attempts: try again after Retry-After seconds' },
    handler: async (c) => {
      const deps = c.get('deps');
      c.header('Cache-Control', 'no-store');
      const input = LoginRequestSchema.parse(await readJson(c));
      const outcome = await signIn(deps, {
        ...input,
        ip: clientIp(c, deps.config.trustProxyHops),
        userAgent: c.req.header('user-agent') ?? null,
      });
      if (outcome.kind === 'second-step') {
        // The password was right; the session waits for the second factor (ADR 014).
        setChallengeCookie(c, outcome.challenge.token);
        return c.json({ success: false, twoFactor: outcome.twoFactor } satisfies SecondStepNeeded);
      }
      const { user, session } = outcome;
      // A session this browser already had is ended, not carried over: a new id at every sign-in.
      const previous = readSessionCookie(c);
      if (previous) await endSession(deps.db, hashSessionToken(previous));
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json({ success: true, user } satisfies LoginResponse);
    },
  },
  {
    method: 'GET',
    path: '/auth/user',
    access: 'self',
    summary: 'The signed-in user (role, theme, language)',
    response: { status: 200, schema: AuthUserSchema },
    handler: (c) => c.json(publicUser(signedInUser(c))),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    summary: 'Sign out: ends this session and clears its cookie',
    response: { status: 200, schema: SuccessSchema },
    handler: async (c) => {
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
      return c.json({ success: true });
    },
  },
  {
    method: 'PATCH',
    path: '/auth/preferences',
    access: 'self',
    summary: 'The signed-in user’s theme and language (D18)',
    requestBody: PreferencesSchema,
    response: { status: 200, schema: AuthUserSchema },
    handler: async (c) => {
      const preferences = PreferencesSchema.parse(await readJson(c));
      return c.json(await updatePreferences(c.get('deps').db, signedInUser(c), preferences));
    },
  },
  {
    method: 'PATCH',
    path: '/auth/password',
    access: 'self',
    summary: 'Change one’s own password, proven by the current one; other sessions end (D15)',
    requestBody: OwnPasswordChangeSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: async (c) => {
      const input = OwnPasswordChangeSchema.parse(await readJson(c));
      await changeOwnPassword(c.get('deps').db, signedInUser(c), input);
      return c.json({ success: true });
    },
  },
];
