import { z } from 'zod';
import type { LoginResponse } from '#shared/admin/auth.ts';
import { PasswordConfirmationSchema, SecondFactorSchema, SecurityPolicySchema } from '#shared/admin/two-factor.ts';
import { SuccessSchema } from '#shared/api/common.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { LoginResponseSchema } from '../../platform/http/responses/admin.responses.ts';
import {
  RecoveryCodesSchema,
  SecurityPolicyResponseSchema,
  SessionSummarySchema,
  SessionsEndedSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../../platform/http/responses/two-factor.responses.ts';
import { IdParamsSchema, idParam } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { readSecurityPolicy, updateSecurityPolicy } from './security-policy.service.ts';
import { readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { endOtherSessions, endSession, hashSessionToken, listOwnSessions } from './sessions.service.ts';
import { CHALLENGE_GONE, completeSecondStep, offerEnrolment } from './sign-in.service.ts';
import { clearChallengeCookie, readChallengeCookie } from './sign-in-challenges.ts';
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
  {
    method: 'POST',
    path: '/admin/login/two-factor',
    access: 'public',
    summary: 'Second step of a sign-in: a code from the app or a recovery code; opens the session',
    body: { kind: 'json', maxBytes: SECOND_STEP_MAX_BYTES },
    requestBody: SecondFactorSchema,
    response: { status: 200, schema: LoginResponseSchema },
    errors: { 401: 'No sign-in waiting for its second step (expired, or the password was never given)' },
    handler: async (c) => {
      const deps = c.get('deps');
      c.header('Cache-Control', 'no-store');
      const token = readChallengeCookie(c);
      if (!token) throw new UnauthorizedError(CHALLENGE_GONE);
      const { code } = SecondFactorSchema.parse(await readJson(c));
      const { user, session, recoveryCodes } = await completeSecondStep(deps, {
        token,
        code,
        ip: clientIp(c, deps.config.trustProxyHops),
        userAgent: c.req.header('user-agent') ?? null,
      });
      const previous = readSessionCookie(c);
      if (previous) await endSession(deps.db, hashSessionToken(previous));
      clearChallengeCookie(c);
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json({ success: true, user, ...(recoveryCodes ? { recoveryCodes } : {}) } satisfies LoginResponse);
    },
  },
  {
    method: 'POST',
    path: '/admin/login/two-factor/setup',
    access: 'public',
    summary: 'Second step when the studio requires two-factor sign-in: a secret and QR code to scan',
    body: { kind: 'json', maxBytes: SECOND_STEP_MAX_BYTES },
    requestBodyOptional: true,
    response: { status: 200, schema: TwoFactorSetupSchema },
    errors: { 401: 'No sign-in waiting for its second step (expired, or the password was never given)' },
    handler: async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = readChallengeCookie(c);
      if (!token) throw new UnauthorizedError(CHALLENGE_GONE);
      return c.json(await offerEnrolment(c.get('deps'), token));
    },
  },
  {
    method: 'GET',
    path: '/auth/two-factor',
    access: 'self',
    summary: 'Whether one’s two-factor sign-in is on, recovery codes left, and whether it is required',
    response: { status: 200, schema: TwoFactorStatusSchema },
    handler: async (c) => c.json(await twoFactorStatus(c.get('deps').db, signedInUser(c).id)),
  },
  {
    method: 'POST',
    path: '/auth/two-factor/setup',
    access: 'self',
    summary: 'Start turning on two-factor sign-in: a new secret and its QR code',
    requestBodyOptional: true,
    response: { status: 200, schema: TwoFactorSetupSchema },
    errors: { 409: 'Two-factor sign-in is already on' },
    handler: async (c) => c.json(await beginTwoFactorSetup(c.get('deps'), signedInUser(c))),
  },
  {
    method: 'POST',
    path: '/auth/two-factor/enable',
    access: 'self',
    summary: 'Turn on two-factor sign-in with the first code from the app; answers the recovery codes',
    requestBody: SecondFactorSchema,
    response: { status: 200, schema: RecoveryCodesSchema },
    errors: { 409: 'No setup waiting for its code, or already on' },
    handler: async (c) => {
      const { code } = SecondFactorSchema.parse(await readJson(c));
      return c.json(await confirmTwoFactorSetup(c.get('deps'), signedInUser(c), code));
    },
  },
  {
    method: 'POST',
    path: '/auth/two-factor/disable',
    access: 'self',
    summary: 'Turn off one’s two-factor sign-in, proven by the password',
    requestBody: PasswordConfirmationSchema,
    response: { status: 200, schema: SuccessSchema },
    errors: { 409: 'Not on, or required of this user by the studio’s policy' },
    handler: async (c) => {
      const { password } = PasswordConfirmationSchema.parse(await readJson(c));
      await disableTwoFactor(c.get('deps'), signedInUser(c), password);
      return c.json({ success: true });
    },
  },
  {
    method: 'POST',
    path: '/auth/two-factor/recovery-codes',
    access: 'self',
    summary: 'New recovery codes (the old ones stop working), proven by the password',
    requestBody: PasswordConfirmationSchema,
    response: { status: 200, schema: RecoveryCodesSchema },
    errors: { 409: 'Two-factor sign-in is not on' },
    handler: async (c) => {
      const { password } = PasswordConfirmationSchema.parse(await readJson(c));
      return c.json(await renewRecoveryCodes(c.get('deps'), signedInUser(c), password));
    },
  },
  {
    method: 'GET',
    path: '/auth/sessions',
    access: 'self',
    summary: 'One’s own sessions: device, address, last seen',
    response: { status: 200, schema: z.array(SessionSummarySchema) },
    handler: async (c) => {
      const { db, clock } = c.get('deps');
      const user = signedInUser(c);
      return c.json(await listOwnSessions(db, { userId: user.id, currentIdHash: user.sessionIdHash, now: clock() }));
    },
  },
  {
    method: 'POST',
    path: '/auth/sessions/sign-out-others',
    access: 'self',
    summary: 'Sign out every other session of one’s own account',
    requestBodyOptional: true,
    response: { status: 200, schema: SessionsEndedSchema },
    handler: async (c) => {
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
      return c.json({ success: true, ended });
    },
  },
  {
    method: 'GET',
    path: '/admin/security-policy',
    access: 'admin',
    summary: 'The studio’s sign-in policy: whether admins must use two-factor sign-in',
    response: { status: 200, schema: SecurityPolicyResponseSchema },
    handler: async (c) => c.json(await readSecurityPolicy(c.get('deps').db)),
  },
  {
    method: 'PUT',
    path: '/admin/security-policy',
    access: 'admin',
    summary: 'Require (or stop requiring) two-factor sign-in for every admin',
    requestBody: SecurityPolicySchema,
    response: { status: 200, schema: SecurityPolicyResponseSchema },
    errors: { 409: 'The admin requiring it has not set it up for themselves' },
    handler: async (c) => {
      const policy = SecurityPolicySchema.parse(await readJson(c));
      return c.json(await updateSecurityPolicy(c.get('deps').db, signedInUser(c), policy));
    },
  },
  {
    method: 'POST',
    path: '/admin/users/:id/two-factor/reset',
    access: 'admin',
    summary: 'Turn off a user’s two-factor sign-in (a lost phone); their sessions end',
    params: IdParamsSchema,
    requestBodyOptional: true,
    response: { status: 200, schema: SuccessSchema },
    handler: async (c) => {
      const id = idParam(c, USER_NOT_FOUND);
      await resetTwoFactor(c.get('deps'), signedInUser(c), id);
      return c.json({ success: true });
    },
  },
];
