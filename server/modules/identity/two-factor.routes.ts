import type { ErrorCode } from '#shared/api/errors.ts';
import { twoFactorApi } from '#shared/api/identity.ts';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readSecurityPolicy, updateSecurityPolicy } from './security-policy.service.ts';
import { readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { endOtherSessions, endSession, hashSessionToken, listOwnSessions } from './sessions.service.ts';
import { completeSecondStep, offerEnrolment } from './sign-in.service.ts';
import { clearChallengeCookie } from './sign-in-challenges.ts';
import { challengeToken, neverStored } from './sign-in-route.ts';
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
  twoFactorStatus,
} from './two-factor.service.ts';

const USER_NOT_FOUND = 'user_not_found' satisfies ErrorCode;
/** A code and nothing else: anything bigger is not a second step. */
const SECOND_STEP_MAX_BYTES = 1024;

/**
 * Two-factor sign-in (ADR 014): the second step of a sign-in, one's own setup, sessions, and the
 * studio's policy. The second step is public (there is no session yet): what it needs is the
 * challenge cookie the right password set, which nothing else grants.
 */
export const twoFactorRoutes: ApiRoute[] = [
  // never stored, and no challenge is a 401 before the code is read
  route(twoFactorApi.signInCode, {
    before: (c) => {
      neverStored(c);
      challengeToken(c);
    },
    access: 'public',
    summary: 'Second step of a sign-in: a code from the app or a recovery code; opens the session',
    body: { kind: 'json', maxBytes: SECOND_STEP_MAX_BYTES },
    errors: { 401: 'No sign-in waiting for its second step (expired, or the password was never given)' },
    handle: async (c, { body }) => {
      const deps = c.get('deps');
      const { user, session, recoveryCodes } = await completeSecondStep(deps, {
        token: challengeToken(c),
        code: body.code,
        ip: clientIp(c, deps.config.trustProxyHops),
        userAgent: c.req.header('user-agent') ?? null,
      });
      const previous = readSessionCookie(c);
      if (previous) await endSession(deps.db, hashSessionToken(previous));
      clearChallengeCookie(c);
      setSessionCookie(c, session.token, session.expiresAt);
      return { success: true, user, ...(recoveryCodes ? { recoveryCodes } : {}) } as const;
    },
  }),
  route(twoFactorApi.signInSetup, {
    access: 'public',
    summary: 'Second step when the studio requires two-factor sign-in: a secret and QR code to scan',
    body: { kind: 'json', maxBytes: SECOND_STEP_MAX_BYTES },
    errors: { 401: 'No sign-in waiting for its second step (expired, or the password was never given)' },
    handle: (c) => {
      neverStored(c);
      return offerEnrolment(c.get('deps'), challengeToken(c));
    },
  }),
  route(twoFactorApi.status, {
    access: 'self',
    summary: 'Whether one’s two-factor sign-in is on, recovery codes left, and whether it is required',
    handle: (c) => twoFactorStatus(c.get('deps').db, signedInUser(c).id),
  }),
  route(twoFactorApi.setup, {
    access: 'self',
    summary: 'Start turning on two-factor sign-in: a new secret and its QR code',
    errors: { 409: 'Two-factor sign-in is already on' },
    handle: (c) => beginTwoFactorSetup(c.get('deps'), signedInUser(c)),
  }),
  route(twoFactorApi.enable, {
    access: 'self',
    summary: 'Turn on two-factor sign-in with the first code from the app; answers the recovery codes',
    errors: { 409: 'No setup waiting for its code, or already on' },
    handle: (c, { body }) => confirmTwoFactorSetup(c.get('deps'), signedInUser(c), body.code),
  }),
  route(twoFactorApi.disable, {
    access: 'self',
    summary: 'Turn off one’s two-factor sign-in, proven by the password',
    errors: { 409: 'Not on, or required of this user by the studio’s policy' },
    handle: async (c, { body }) => {
      await disableTwoFactor(c.get('deps'), signedInUser(c), body.password);
      return { success: true } as const;
    },
  }),
  route(twoFactorApi.renewRecoveryCodes, {
    access: 'self',
    summary: 'New recovery codes (the old ones stop working), proven by the password',
    errors: { 409: 'Two-factor sign-in is not on' },
    handle: (c, { body }) => renewRecoveryCodes(c.get('deps'), signedInUser(c), body.password),
  }),
  route(twoFactorApi.sessions, {
    access: 'self',
    summary: 'One’s own sessions: device, address, last seen',
    handle: (c) => {
      const { db, clock } = c.get('deps');
      const user = signedInUser(c);
      return listOwnSessions(db, { userId: user.id, currentIdHash: user.sessionIdHash, now: clock() });
    },
  }),
  route(twoFactorApi.signOutOthers, {
    access: 'self',
    summary: 'Sign out every other session of one’s own account',
    handle: async (c) => {
      const { db } = c.get('deps');
      const user = signedInUser(c);
      const ended = await db.transaction(async (tx) => {
        const ended = await endOtherSessions(tx, user.id, user.sessionIdHash);
        await recordAuditEvent(tx, {
          actor: user,
          action: 'auth.sessions-ended',
          entityType: 'user',
          entityId: user.id,
          label: user.username,
          data: { ended },
        });
        return ended;
      });
      return { success: true, ended } as const;
    },
  }),
  route(twoFactorApi.policy, {
    access: 'admin',
    summary: 'The studio’s sign-in policy: whether admins must use two-factor sign-in',
    handle: (c) => readSecurityPolicy(c.get('deps').db),
  }),
  route(twoFactorApi.updatePolicy, {
    access: 'admin',
    summary: 'Require (or stop requiring) two-factor sign-in for every admin',
    errors: { 409: 'The admin requiring it has not set it up for themselves' },
    handle: (c, { body }) => updateSecurityPolicy(c.get('deps').db, signedInUser(c), body),
  }),
  route(twoFactorApi.resetUser, {
    access: 'admin',
    summary: 'Turn off a user’s two-factor sign-in (a lost phone); their sessions end',
    notFound: USER_NOT_FOUND,
    handle: async (c, { params }) => {
      await resetTwoFactor(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
];
