import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserDirect, sessionCookieOf, signInAs, TEST_PASSWORD } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  recoveryCodes,
  securityPolicy,
  sessions,
  signInChallenges,
  users,
} from '../../platform/db/schema/index.ts';
import { ENABLE_OWN_TWO_FACTOR_FIRST } from './security-policy.service.ts';
import { hashSessionToken } from './sessions.service.ts';
import { CHALLENGE_GONE } from './sign-in.service.ts';
import { CHALLENGE_LIFETIME_MS } from './sign-in-challenges.ts';
import { newTotpSecret, totpCodeAt } from './totp.ts';
import {
  activateTwoFactor,
  CODE_WRONG,
  PASSWORD_WRONG,
  REQUIRED_FOR_ADMINS,
  twoFactorBox,
} from './two-factor.service.ts';

/**
 * Two-factor sign-in (issue 11, ADR 014), through the API as the browser calls it: setup by QR
 * code and first code, sign-in's second step by app code or recovery code, replay and guessing
 * refused, turning it off and renewing codes by the password, the admins' policy with enrolment at
 * sign-in, an admin's reset, one's sessions and 'Sign out other sessions'; every change audited.
 * Every refused write reads the database to show nothing changed.
 */

const START = new Date('2026-11-25T10:00:00.000Z');
/** The app's clock: every test starts it at START (beforeEach) and moves it only forward from there. */
let now = START;
beforeEach(() => {
  now = START;
});
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const STEP = 30_000;

const testApp = prepareTestApp({ clock: () => now, config: { trustProxyHops: 1 } });

let visitor = 0;
const nextAddress = () => {
  visitor += 1;
  return `10.9.${(visitor >> 8) & 255}.${visitor & 255}`;
};

const db = () => testApp.deps.db;
const post = (path: string, body: unknown, cookie?: string, ip = nextAddress()) =>
  testApp.request(path, jsonWrite('POST', body, { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) }));
const get = (path: string, cookie: string) => testApp.request(path, { headers: { Cookie: cookie } });

function challengeCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('atelier_sign_in='));
  if (!line) throw new Error('no challenge cookie');
  return line.split(';')[0] ?? '';
}

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
const sessionsOf = (userId: number) => db().select().from(sessions).where(eq(sessions.userId, userId));
const auditActions = async (userId: number) =>
  (
    await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(userId)))
  ).map((row) => row.action);

/** Of the user's ten recovery codes exactly one is spent, at this moment; nine are left. */
async function expectSpentOnce(userId: number): Promise<void> {
  const rows = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  expect(rows).toHaveLength(10);
  expect(rows.filter((row) => row.usedAt !== null).map((row) => row.usedAt)).toEqual([now]);
}

/** A user with two-factor sign-in already on, and the secret their app holds. */
async function userWithTwoFactor(role: 'admin' | 'editor' = 'editor') {
  const user = await createUserDirect(db(), { role });
  const secret = newTotpSecret();
  const codes = await activateTwoFactor(db(), {
    userId: user.id,
    sealedSecret: twoFactorBox(testApp.deps.secrets.appSecret).seal(secret),
    step: 0,
    now,
    appSecret: testApp.deps.secrets.appSecret,
  });
  return { ...user, secret, codes };
}

/** The password step: answers the challenge cookie for the second. */
async function passwordStep(username: string, expected: 'verify' | 'enroll' = 'verify') {
  const response = await post('/api/admin/login', { username, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: false, twoFactor: expected });
  return challengeCookieOf(response);
}

describe('turning two-factor sign-in on', () => {
  it('offers a secret and QR code, refuses a wrong code, and turns on with the first right one', async () => {
    const user = await createUserDirect(db(), { role: 'viewer' });
    const cookie = await signInAs(testApp, user);

    const setup = await post('/api/auth/two-factor/setup', {}, cookie);
    expect(setup.status).toBe(200);
    const { secret, uri, qrCode } = await setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Atelier');
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Sealed at rest: the database never holds the secret an app could be set up with.
    expect((await userRow(user.id))?.totpPendingSecret).not.toContain(secret);

    const wrong = await post('/api/auth/two-factor/enable', { code: '000000' }, cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors).toEqual({
      code: { code: CODE_WRONG, message: 'That code is not valid. Check your authenticator app and try again.' },
    });
    expect((await userRow(user.id))?.totpEnabledAt).toBeNull();
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);

    const enabled = await post('/api/auth/two-factor/enable', { code: totpCodeAt(secret, now) }, cookie);
    expect(enabled.status).toBe(200);
    const { recoveryCodes: codes } = await enabled.json();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    // Keyed by APP_SECRET: a backup's rows cannot be matched against a sweep of all ~2^50 codes.
    const plainHashes = codes.map((code: string) => createHash('sha256').update(code.replace('-', '')).digest('hex'));
    for (const row of stored) expect(plainHashes).not.toContain(row.codeHash);

    const row = await userRow(user.id);
    expect(row?.totpEnabledAt).toEqual(now);
    expect(row?.totpPendingSecret).toBeNull();
    expect(row?.totpSecret).not.toContain(secret);
    expect(await (await get('/api/auth/two-factor', cookie)).json()).toEqual({
      enabled: true,
      enabledAt: now.toISOString(),
      recoveryCodesLeft: 10,
      required: false,
    });
    expect(await auditActions(user.id)).toContain('auth.two-factor-enabled');

    // Set up once: a second setup is refused, and changes nothing.
    const again = await post('/api/auth/two-factor/setup', {}, cookie);
    expect(again.status).toBe(409);
    expect((await userRow(user.id))?.totpSecret).toBe(row?.totpSecret);
  });

  it('refuses to confirm when no setup was started', async () => {
    const cookie = await signInAs(testApp, 'editor');
    const response = await post('/api/auth/two-factor/enable', { code: '123456' }, cookie);
    expect(response.status).toBe(409);
  });

  it('is one’s own: anonymous calls are 401', async () => {
    for (const path of ['/api/auth/two-factor/setup', '/api/auth/two-factor/enable', '/api/auth/two-factor/disable']) {
      expect((await post(path, {})).status).toBe(401);
    }
    expect((await testApp.request('/api/auth/two-factor')).status).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password, and opens no session until it is given', async () => {
    const user = await userWithTwoFactor();
    const before = await userRow(user.id);
    const response = await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, twoFactor: 'verify' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith('atelier_session='))).toBe(false);
    const challenge = cookies.find((line) => line.startsWith('atelier_sign_in=')) ?? '';
    // Over HTTP: HttpOnly, SameSite=Lax, the whole site, five minutes; not Secure, so no __Host- prefix
    // (the HTTPS counterpart is in sign-in-cookies-https).
    const [pair, ...attributes] = challenge.split('; ');
    expect(pair).toMatch(/^atelier_sign_in=[A-Za-z0-9_-]{43}$/);
    expect(attributes.sort()).toEqual(
      ['HttpOnly', `Max-Age=${CHALLENGE_LIFETIME_MS / 1000}`, 'Path=/', 'SameSite=Lax'].sort(),
    );
    expect(await sessionsOf(user.id)).toEqual([]);
    expect((await userRow(user.id))?.lastLoginAt).toEqual(before?.lastLoginAt);
    // The challenge cookie is no session.
    expect((await get('/api/auth/user', challenge.split(';')[0] ?? '')).status).toBe(401);
  });

  it('opens the session with the app’s code, and the same code never works twice', async () => {
    const user = await userWithTwoFactor();
    advance(STEP);
    const code = totpCodeAt(user.secret, now);

    const wrong = await post('/api/admin/login/two-factor', { code: '999999' }, await passwordStep(user.username));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors).toEqual({
      code: { code: CODE_WRONG, message: 'That code is not valid. Check your authenticator app and try again.' },
    });
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await auditActions(user.id)).toContain('auth.two-factor-failed');

    const challenge = await passwordStep(user.username);
    const right = await post(
      '/api/admin/login/two-factor',
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      challenge,
    );
    expect(right.status).toBe(200);
    const body = await right.json();
    expect(body).toMatchObject({ success: true, user: { id: user.id, username: user.username } });
    expect(body.recoveryCodes).toBeUndefined();
    const session = sessionCookieOf(right);
    expect((await get('/api/auth/user', session)).status).toBe(200);
    expect(right.headers.getSetCookie().some((line) => /^atelier_sign_in=;/.test(line))).toBe(true);
    // The challenge is spent.
    expect((await post('/api/admin/login/two-factor', { code }, challenge)).status).toBe(401);

    // Seen over a shoulder, replayed within its 90 seconds: refused.
    const replay = await post('/api/admin/login/two-factor', { code }, await passwordStep(user.username));
    expect(replay.status).toBe(400);
    expect(await sessionsOf(user.id)).toHaveLength(1);

    advance(STEP);
    const next = await post(
      '/api/admin/login/two-factor',
      { code: totpCodeAt(user.secret, now) },
      await passwordStep(user.username),
    );
    expect(next.status).toBe(200);
  });

  it('accepts a code one step either side of the clock, and none further', async () => {
    const user = await userWithTwoFactor();
    advance(10 * STEP);
    const late = new Date(now.getTime() - STEP);
    expect(
      (
        await post(
          '/api/admin/login/two-factor',
          { code: totpCodeAt(user.secret, late) },
          await passwordStep(user.username),
        )
      ).status,
    ).toBe(200);
    const tooOld = new Date(now.getTime() - 3 * STEP);
    expect(
      (
        await post(
          '/api/admin/login/two-factor',
          { code: totpCodeAt(user.secret, tooOld) },
          await passwordStep(user.username),
        )
      ).status,
    ).toBe(400);
  });

  it('opens exactly one session when the same code is sent twice at once', async () => {
    const user = await userWithTwoFactor();
    advance(STEP);
    const challenge = await passwordStep(user.username);
    const code = totpCodeAt(user.secret, now);
    const answers = await Promise.all([
      post('/api/admin/login/two-factor', { code }, challenge),
      post('/api/admin/login/two-factor', { code }, challenge),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('spends a recovery code once when it is sent twice at the same moment: one sign-in, the other refused', async () => {
    const user = await userWithTwoFactor();
    const [code = ''] = user.codes;
    const challenge = await passwordStep(user.username);
    const answers = await Promise.all([
      post('/api/admin/login/two-factor', { code }, challenge),
      post('/api/admin/login/two-factor', { code }, challenge),
    ]);
    // The loser finds the sign-in already finished by the winner.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    await expectSpentOnce(user.id);
    expect((await auditActions(user.id)).sort()).toEqual(['auth.recovery-code-used', 'auth.sign-in']);
  });

  it('spends a recovery code once even when two sign-ins wait for it at the same moment', async () => {
    const user = await userWithTwoFactor();
    const [code = ''] = user.codes;
    const first = await passwordStep(user.username);
    // The app keeps one waiting sign-in per account, but two password steps committed at the same
    // moment can leave two; the second is written straight to the table so that the recovery code,
    // not the waiting sign-in, is the only thing the two requests race for.
    const otherToken = randomBytes(32).toString('base64url');
    await db()
      .insert(signInChallenges)
      .values({
        idHash: hashSessionToken(otherToken),
        userId: user.id,
        purpose: 'verify',
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      });
    const answers = await Promise.all([
      post('/api/admin/login/two-factor', { code }, first),
      post('/api/admin/login/two-factor', { code }, `atelier_sign_in=${otherToken}`),
    ]);
    // The loser's code is no longer unused: refused as a wrong code, and its sign-in still waits.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect((await refused?.json())?.fieldErrors).toEqual({
      code: { code: CODE_WRONG, message: 'That code is not valid. Check your authenticator app and try again.' },
    });
    expect(await sessionsOf(user.id)).toHaveLength(1);
    await expectSpentOnce(user.id);
    expect((await auditActions(user.id)).sort()).toEqual(
      ['auth.recovery-code-used', 'auth.sign-in', 'auth.two-factor-failed'].sort(),
    );
    expect(await db().select().from(signInChallenges).where(eq(signInChallenges.userId, user.id))).toHaveLength(1);
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const user = await userWithTwoFactor();
    const [first = ''] = user.codes;
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const used = await post('/api/admin/login/two-factor', { code: typed }, await passwordStep(user.username));
    expect(used.status).toBe(200);
    const spent = await db()
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    expect(spent).toHaveLength(9);
    expect(await auditActions(user.id)).toContain('auth.recovery-code-used');

    const again = await post('/api/admin/login/two-factor', { code: first }, await passwordStep(user.username));
    expect(again.status).toBe(400);
  });

  it('counts wrong codes like wrong passwords: the account pauses, and then even the right code waits', async () => {
    const user = await userWithTwoFactor();
    advance(STEP);
    const challenge = await passwordStep(user.username);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post('/api/admin/login/two-factor', { code: '000000' }, challenge)).status);
    }
    // The password attempt counted too: five attempts in all are allowed per account.
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await post('/api/admin/login/two-factor', { code: totpCodeAt(user.secret, now) }, challenge);
    expect(right.status).toBe(429);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await auditActions(user.id)).toContain('auth.locked-out');
  });

  it('forgets a sign-in whose second step is not given within five minutes', async () => {
    const user = await userWithTwoFactor();
    const challenge = await passwordStep(user.username);
    advance(CHALLENGE_LIFETIME_MS);
    const response = await post('/api/admin/login/two-factor', { code: totpCodeAt(user.secret, now) }, challenge);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: CHALLENGE_GONE,
      message: 'Your sign-in has expired. Please enter your username and password again.',
    });
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('refuses a second step with no challenge, or a forged one', async () => {
    expect((await post('/api/admin/login/two-factor', { code: '123456' })).status).toBe(401);
    expect((await post('/api/admin/login/two-factor', { code: '123456' }, 'atelier_sign_in=forged')).status).toBe(401);
    expect((await post('/api/admin/login/two-factor/setup', {}, 'atelier_sign_in=forged')).status).toBe(401);
  });

  it('asks for the challenge before it reads the code: no challenge is a 401 whatever the body, never stored', async () => {
    const response = await post('/api/admin/login/two-factor', { code: 123456, extra: true });
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses a bad body with 400 and spends nothing', async () => {
    const user = await userWithTwoFactor();
    const challenge = await passwordStep(user.username);
    for (const body of [{}, { code: 123456 }, { code: '1'.repeat(65) }, { code: '123456', extra: true }]) {
      expect((await post('/api/admin/login/two-factor', body, challenge)).status).toBe(400);
    }
    expect(await db().select().from(signInChallenges).where(eq(signInChallenges.userId, user.id))).toHaveLength(1);
  });
});

describe('turning it off and renewing recovery codes', () => {
  it('needs the password; a wrong one changes nothing', async () => {
    const user = await userWithTwoFactor();
    const cookie = await signInWithCode(user);
    const wrong = await post('/api/auth/two-factor/disable', { password: 'not the password' }, cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors).toEqual({
      password: { code: PASSWORD_WRONG, message: 'Password is incorrect.' },
    });
    expect((await userRow(user.id))?.totpEnabledAt).not.toBeNull();

    const off = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, cookie);
    expect(off.status).toBe(200);
    const row = await userRow(user.id);
    expect(row?.totpEnabledAt).toBeNull();
    expect(row?.totpSecret).toBeNull();
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(await auditActions(user.id)).toContain('auth.two-factor-disabled');
    // Signs in with the password alone again.
    const response = await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD });
    expect((await response.json()).success).toBe(true);
  });

  it('renews recovery codes: the old ones stop working', async () => {
    const user = await userWithTwoFactor();
    const cookie = await signInWithCode(user);
    const renewed = await post('/api/auth/two-factor/recovery-codes', { password: TEST_PASSWORD }, cookie);
    expect(renewed.status).toBe(200);
    const { recoveryCodes: fresh } = await renewed.json();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(user.codes[0]);
    const old = await post('/api/admin/login/two-factor', { code: user.codes[1] }, await passwordStep(user.username));
    expect(old.status).toBe(400);
    const current = await post('/api/admin/login/two-factor', { code: fresh[0] }, await passwordStep(user.username));
    expect(current.status).toBe(200);
    expect(await auditActions(user.id)).toContain('auth.recovery-codes-renewed');
  });
});

/** The full sign-in with the app's code, a step after the last one used. */
async function signInWithCode(user: { username: string; secret: string }): Promise<string> {
  advance(STEP);
  const response = await post(
    '/api/admin/login/two-factor',
    { code: totpCodeAt(user.secret, now) },
    await passwordStep(user.username),
  );
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
}

describe('requiring two-factor sign-in for admins', () => {
  // The policy is the studio's, shared by every test of this file: each test here starts without it.
  afterEach(async () => {
    await db().delete(securityPolicy);
  });

  it('is refused to an admin who does not use it, to an editor, and changes nothing', async () => {
    const admin = await signInAs(testApp, 'admin');
    const refused = await testApp.request(
      '/api/admin/security-policy',
      jsonWrite('PUT', { requireAdminTwoFactor: true }, { Cookie: admin }),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: ENABLE_OWN_TWO_FACTOR_FIRST,
      message: 'Set up two-factor sign-in for your own account first.',
    });
    const editor = await signInAs(testApp, 'editor');
    const forbidden = await testApp.request(
      '/api/admin/security-policy',
      jsonWrite('PUT', { requireAdminTwoFactor: true }, { Cookie: editor }),
    );
    expect(forbidden.status).toBe(403);
    expect(await db().select().from(securityPolicy)).toEqual([]);
  });

  it('ends unenrolled admins’ sessions, makes them enrol at sign-in, and keeps them from turning it off', async () => {
    const owner = await userWithTwoFactor('admin');
    const ownerCookie = await signInWithCode(owner);
    const other = await createUserDirect(db(), { role: 'admin' });
    const otherOldSession = await signInAs(testApp, other);
    const editor = await createUserDirect(db(), { role: 'editor' });
    const editorSession = await signInAs(testApp, editor);

    const required = await testApp.request(
      '/api/admin/security-policy',
      jsonWrite('PUT', { requireAdminTwoFactor: true }, { Cookie: ownerCookie }),
    );
    expect(required.status).toBe(200);
    expect(await (await get('/api/admin/security-policy', ownerCookie)).json()).toEqual({
      requireAdminTwoFactor: true,
    });
    expect((await get('/api/auth/user', otherOldSession)).status).toBe(401);
    expect((await get('/api/auth/user', editorSession)).status).toBe(200);
    expect((await get('/api/auth/user', ownerCookie)).status).toBe(200);

    // The other admin's next sign-in: enrol first.
    const challenge = await passwordStep(other.username, 'enroll');
    const setup = await post('/api/admin/login/two-factor/setup', {}, challenge);
    expect(setup.status).toBe(200);
    const { secret } = await setup.json();
    const wrong = await post('/api/admin/login/two-factor', { code: '000000' }, challenge);
    expect(wrong.status).toBe(400);
    expect((await userRow(other.id))?.totpEnabledAt).toBeNull();
    const enrolled = await post('/api/admin/login/two-factor', { code: totpCodeAt(secret, now) }, challenge);
    expect(enrolled.status).toBe(200);
    const body = await enrolled.json();
    expect(body.recoveryCodes).toHaveLength(10);
    expect((await userRow(other.id))?.totpEnabledAt).toEqual(now);
    const otherCookie = sessionCookieOf(enrolled);

    const off = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, otherCookie);
    expect(off.status).toBe(409);
    expect(await off.json()).toEqual({
      code: REQUIRED_FOR_ADMINS,
      message: 'Two-factor sign-in is required for admins, so it cannot be turned off.',
    });
    expect((await userRow(other.id))?.totpEnabledAt).not.toBeNull();
    expect(await (await get('/api/auth/two-factor', otherCookie)).json()).toMatchObject({
      enabled: true,
      required: true,
    });

    // Editors are not admins: the password alone still signs them in.
    const editorAgain = await post('/api/admin/login', { username: editor.username, password: TEST_PASSWORD });
    expect((await editorAgain.json()).success).toBe(true);

    const optional = await testApp.request(
      '/api/admin/security-policy',
      jsonWrite('PUT', { requireAdminTwoFactor: false }, { Cookie: ownerCookie }),
    );
    expect(optional.status).toBe(200);
    const policyEvents = await db().select().from(auditEvents).where(eq(auditEvents.action, 'auth.two-factor-policy'));
    expect(policyEvents.map((event) => event.summary)).toEqual(['required', 'optional']);
  });

  it('refuses a malformed policy with 400', async () => {
    const owner = await userWithTwoFactor('admin');
    const cookie = await signInWithCode(owner);
    for (const body of [{}, { requireAdminTwoFactor: 'yes' }, { requireAdminTwoFactor: true, more: 1 }]) {
      const response = await testApp.request('/api/admin/security-policy', jsonWrite('PUT', body, { Cookie: cookie }));
      expect(response.status).toBe(400);
    }
    expect((await db().select().from(securityPolicy))[0]?.requireAdminTwoFactor ?? false).toBe(false);
  });
});

describe('an admin resets someone’s two-factor sign-in (a lost phone)', () => {
  it('turns it off and ends their sessions; editors may not', async () => {
    const user = await userWithTwoFactor();
    const theirSession = await signInWithCode(user);
    const editor = await signInAs(testApp, 'editor');
    const forbidden = await post(`/api/admin/users/${user.id}/two-factor/reset`, {}, editor);
    expect(forbidden.status).toBe(403);
    expect((await userRow(user.id))?.totpEnabledAt).not.toBeNull();

    const admin = await signInAs(testApp, 'admin');
    expect((await post('/api/admin/users/999999/two-factor/reset', {}, admin)).status).toBe(404);
    const reset = await post(`/api/admin/users/${user.id}/two-factor/reset`, {}, admin);
    expect(reset.status).toBe(200);
    expect((await userRow(user.id))?.totpEnabledAt).toBeNull();
    expect((await get('/api/auth/user', theirSession)).status).toBe(401);
    expect(await auditActions(user.id)).toContain('auth.two-factor-reset');
  });
});

describe('what ends a sign-in waiting for its code (review of ADR 014)', () => {
  afterEach(async () => {
    await db().delete(securityPolicy);
  });

  it('a password reset: whoever gave the old password cannot finish signing in', async () => {
    const user = await userWithTwoFactor();
    advance(STEP);
    const challenge = await passwordStep(user.username);
    const admin = await signInAs(testApp, 'admin');
    const reset = await testApp.request(
      `/api/admin/users/${user.id}/password`,
      jsonWrite('PATCH', { password: 'a brand new passphrase' }, { Cookie: admin }),
    );
    expect(reset.status).toBe(200);
    const late = await post('/api/admin/login/two-factor', { code: totpCodeAt(user.secret, now) }, challenge);
    expect(late.status).toBe(401);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('an enrolment at sign-in never replaces an authenticator set up meanwhile', async () => {
    const owner = await userWithTwoFactor('admin');
    const ownerCookie = await signInWithCode(owner);
    const other = await createUserDirect(db(), { role: 'admin' });
    await testApp.request(
      '/api/admin/security-policy',
      jsonWrite('PUT', { requireAdminTwoFactor: true }, { Cookie: ownerCookie }),
    );
    const challenge = await passwordStep(other.username, 'enroll');
    const { secret } = await (await post('/api/admin/login/two-factor/setup', {}, challenge)).json();
    // Meanwhile the account got its own authenticator (another enrolment, or a live session).
    const theirs = newTotpSecret();
    await activateTwoFactor(db(), {
      userId: other.id,
      sealedSecret: twoFactorBox(testApp.deps.secrets.appSecret).seal(theirs),
      step: 0,
      now,
      appSecret: testApp.deps.secrets.appSecret,
    });
    const before = await userRow(other.id);
    const late = await post('/api/admin/login/two-factor', { code: totpCodeAt(secret, now) }, challenge);
    expect(late.status).toBe(409);
    expect(await userRow(other.id)).toEqual(before);
    expect(await sessionsOf(other.id)).toEqual([]);
  });

  it('made an admin while admins must use it: the sessions signed in without it end', async () => {
    const owner = await userWithTwoFactor('admin');
    const ownerCookie = await signInWithCode(owner);
    await testApp.request(
      '/api/admin/security-policy',
      jsonWrite('PUT', { requireAdminTwoFactor: true }, { Cookie: ownerCookie }),
    );
    const editor = await createUserDirect(db(), { role: 'editor' });
    const editorSession = await signInAs(testApp, editor);
    const promoted = await testApp.request(
      `/api/admin/users/${editor.id}`,
      jsonWrite('PATCH', { role: 'admin' }, { Cookie: ownerCookie }),
    );
    expect(promoted.status).toBe(200);
    expect((await get('/api/auth/user', editorSession)).status).toBe(401);
    await passwordStep(editor.username, 'enroll');
  });

  it('an admin cannot reset their own (the password and the policy guard that), and nothing changes', async () => {
    const owner = await userWithTwoFactor('admin');
    const cookie = await signInWithCode(owner);
    const before = await userRow(owner.id);
    const refused = await post(`/api/admin/users/${owner.id}/two-factor/reset`, {}, cookie);
    expect(refused.status).toBe(409);
    expect(await userRow(owner.id)).toEqual(before);
    expect((await get('/api/auth/user', cookie)).status).toBe(200);
  });
});

describe('one’s own sessions', () => {
  it('lists them with device, address and last seen, and signs out the others', async () => {
    const user = await createUserDirect(db(), { role: 'viewer' });
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const signIn = async (userAgent: string, ip: string) =>
      sessionCookieOf(
        await testApp.request(
          '/api/admin/login',
          jsonWrite(
            'POST',
            { username: user.username, password: TEST_PASSWORD },
            { 'User-Agent': userAgent, 'X-Forwarded-For': ip },
          ),
        ),
      );
    const laptop = await signIn(chrome, '203.0.113.7');
    const phone = await signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1', '198.51.100.4');

    const listed = await (await get('/api/auth/sessions', laptop)).json();
    expect(listed).toHaveLength(2);
    expect(listed.find((session: { current: boolean }) => session.current)).toMatchObject({
      device: 'Chrome on macOS',
      ip: '203.0.113.7',
    });
    expect(listed.find((session: { current: boolean }) => !session.current)).toMatchObject({
      device: 'Safari on iOS',
      ip: '198.51.100.4',
    });
    // Nothing in the list signs anyone in: no token, no stored hash.
    const stored = await sessionsOf(user.id);
    for (const row of stored) expect(JSON.stringify(listed)).not.toContain(row.idHash);

    const ended = await post('/api/auth/sessions/sign-out-others', {}, laptop);
    expect(await ended.json()).toEqual({ success: true, ended: 1 });
    expect((await get('/api/auth/user', phone)).status).toBe(401);
    expect((await get('/api/auth/user', laptop)).status).toBe(200);
    expect(await auditActions(user.id)).toContain('auth.sessions-ended');
  });

  it('shows only one’s own', async () => {
    const a = await signInAs(testApp, 'viewer');
    await signInAs(testApp, 'viewer');
    expect(await (await get('/api/auth/sessions', a)).json()).toHaveLength(1);
  });
});
