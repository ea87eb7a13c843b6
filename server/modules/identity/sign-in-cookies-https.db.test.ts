import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserDirect, TEST_PASSWORD } from '../../../tests/support/admin-session.ts';
import { createProcessDatabase, type ProcessDatabase } from '../../../tests/support/process-database.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { createApp } from '../../app.ts';
import { bootRuntime, type Runtime } from '../../boot.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { sessions, signInChallenges } from '../../platform/db/schema/index.ts';
import { parseEnv } from '../../platform/env.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from './sessions.service.ts';
import { CHALLENGE_LIFETIME_MS } from './sign-in-challenges.ts';
import { newTotpSecret, totpCodeAt } from './totp.ts';
import { activateTwoFactor, twoFactorBox } from './two-factor.service.ts';

/**
 * The sign-in's cookies when the studio is served over HTTPS (PUBLIC_URL starts with https://, which
 * is how the app decides): both the session cookie and the second step's challenge cookie are
 * `Secure`, so they never travel over plain HTTP, and carry the `__Host-` prefix, which a browser
 * accepts only from a secure page, for the whole host (no Domain) and Path=/ — so neither plain HTTP
 * nor a sibling subdomain can plant or overwrite them. Both stay `HttpOnly` and `SameSite=Lax`.
 * The HTTP counterparts are in auth.routes and two-factor.routes.
 */

const PUBLIC_URL = 'https://studio.example';
const START = new Date('2027-03-02T09:00:00.000Z');
const STEP = 30_000;
/** The app's clock, set afresh for every test. */
let now = START;
beforeEach(() => {
  now = START;
});

const testApp = prepareTestApp({
  clock: () => now,
  config: { publicUrl: PUBLIC_URL, https: true, trustProxyHops: 1 },
});
const db = () => testApp.deps.db;

let visitor = 0;
const post = (path: string, body: unknown, cookie?: string) => {
  visitor += 1;
  return testApp.request(
    `${PUBLIC_URL}${path}`,
    jsonWrite('POST', body, {
      'X-Forwarded-For': `10.43.${(visitor >> 8) & 255}.${visitor & 255}`,
      ...(cookie ? { Cookie: cookie } : {}),
    }),
  );
};
const currentUser = (cookie: string) => testApp.request(`${PUBLIC_URL}/api/auth/user`, { headers: { Cookie: cookie } });

/** The one Set-Cookie line for `name`, split into its value and its attributes (sorted, for comparing). */
function cookieSet(response: Response, name: string): { pair: string; attributes: string[] } {
  const lines = response.headers.getSetCookie().filter((line) => line.startsWith(`${name}=`));
  expect(lines).toHaveLength(1);
  const [pair = '', ...attributes] = (lines[0] ?? '').split('; ');
  return { pair, attributes: attributes.sort() };
}

/** A user with two-factor sign-in on, and the secret their authenticator app holds. */
async function userWithTwoFactor(on: DbOrTx = db(), appSecret = testApp.deps.secrets.appSecret) {
  const user = await createUserDirect(on, { role: 'editor' });
  const secret = newTotpSecret();
  await activateTwoFactor(on, {
    userId: user.id,
    sealedSecret: twoFactorBox(appSecret).seal(secret),
    step: 0,
    now,
    appSecret,
  });
  return { ...user, secret };
}

describe('the session cookie over HTTPS', () => {
  it('is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, kept as long as the session lives', async () => {
    const user = await createUserDirect(db(), { role: 'editor' });
    const response = await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toHaveLength(1);
    const { pair, attributes } = cookieSet(response, '__Host-atelier_session');
    expect(pair).toMatch(/^__Host-atelier_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(
      ['HttpOnly', `Max-Age=${SESSION_ABSOLUTE_TIMEOUT_MS / 1000}`, 'Path=/', 'SameSite=Lax', 'Secure'].sort(),
    );
    expect((await currentUser(pair)).status).toBe(200);
  });

  it('is honoured only under its prefixed name: the same token planted without the prefix signs nobody in', async () => {
    const user = await createUserDirect(db(), { role: 'editor' });
    const response = await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD });
    const { pair } = cookieSet(response, '__Host-atelier_session');
    const token = pair.slice(pair.indexOf('=') + 1);
    expect((await currentUser(`atelier_session=${token}`)).status).toBe(401);
  });

  it('is cleared at sign-out by a cookie the browser accepts for the prefixed name (Secure, Path=/)', async () => {
    const user = await createUserDirect(db(), { role: 'editor' });
    const { pair } = cookieSet(
      await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD }),
      '__Host-atelier_session',
    );
    const response = await post('/api/auth/logout', {}, pair);
    expect(response.status).toBe(200);
    const cleared = cookieSet(response, '__Host-atelier_session');
    expect(cleared.pair).toBe('__Host-atelier_session=');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'Secure']));
    expect((await currentUser(pair)).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

describe('the two-factor challenge cookie over HTTPS', () => {
  it('after the right password: __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, five minutes; no session', async () => {
    const user = await userWithTwoFactor();
    const response = await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, twoFactor: 'verify' });
    // The challenge cookie and nothing else: the session waits for the code.
    expect(response.headers.getSetCookie()).toHaveLength(1);
    const { pair, attributes } = cookieSet(response, '__Host-atelier_sign_in');
    expect(pair).toMatch(/^__Host-atelier_sign_in=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(
      ['HttpOnly', `Max-Age=${CHALLENGE_LIFETIME_MS / 1000}`, 'Path=/', 'SameSite=Lax', 'Secure'].sort(),
    );
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('finishes the sign-in under its prefixed name: the challenge cleared as Secure, the session cookie Secure', async () => {
    const user = await userWithTwoFactor();
    const { pair } = cookieSet(
      await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD }),
      '__Host-atelier_sign_in',
    );
    now = new Date(now.getTime() + STEP);
    const response = await post('/api/admin/login/two-factor', { code: totpCodeAt(user.secret, now) }, pair);
    expect(response.status).toBe(200);
    const cleared = cookieSet(response, '__Host-atelier_sign_in');
    expect(cleared.pair).toBe('__Host-atelier_sign_in=');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'Secure']));
    const session = cookieSet(response, '__Host-atelier_session');
    expect(session.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']));
    expect((await currentUser(session.pair)).status).toBe(200);
  });

  it('is not honoured without its prefix (as plain HTTP or a subdomain could plant it), and nothing is spent', async () => {
    const user = await userWithTwoFactor();
    const { pair } = cookieSet(
      await post('/api/admin/login', { username: user.username, password: TEST_PASSWORD }),
      '__Host-atelier_sign_in',
    );
    const token = pair.slice(pair.indexOf('=') + 1);
    const waiting = await db().select().from(signInChallenges).where(eq(signInChallenges.userId, user.id));
    expect(waiting).toHaveLength(1);

    now = new Date(now.getTime() + STEP);
    const unprefixed = await post(
      '/api/admin/login/two-factor',
      { code: totpCodeAt(user.secret, now) },
      `atelier_sign_in=${token}`,
    );
    expect(unprefixed.status).toBe(401);
    expect(unprefixed.headers.getSetCookie()).toEqual([]);
    expect(await db().select().from(signInChallenges).where(eq(signInChallenges.userId, user.id))).toEqual(waiting);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

/**
 * Above, the test app is told it is behind HTTPS. Here the app is composed as production composes
 * it (bootRuntime, from the environment), and decides for itself from PUBLIC_URL alone: an
 * https:// address makes both sign-in cookies Secure, with the __Host- prefix.
 */
describe('the app booted with an https:// PUBLIC_URL', () => {
  let database: ProcessDatabase | undefined;
  let runtime: Runtime | undefined;
  beforeAll(async () => {
    database = await createProcessDatabase();
    runtime = await bootRuntime(parseEnv({ ...database.env, PUBLIC_URL, SEED_DEMO: 'never' }), () => {});
  });
  afterAll(async () => {
    await runtime?.stop();
    await database?.dispose();
  });

  it('sets the session cookie and the challenge cookie Secure, with the __Host- prefix', async () => {
    const booted = runtime as Runtime;
    const app = createApp(booted.deps);
    const plain = await createUserDirect(booted.deps.db, { role: 'editor' });
    const guarded = await userWithTwoFactor(booted.deps.db, booted.deps.secrets.appSecret);
    const signIn = (username: string) =>
      app.request(`${PUBLIC_URL}/api/admin/login`, jsonWrite('POST', { username, password: TEST_PASSWORD }));

    const session = cookieSet(await signIn(plain.username), '__Host-atelier_session');
    expect(session.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']));
    const challenge = cookieSet(await signIn(guarded.username), '__Host-atelier_sign_in');
    expect(challenge.attributes).toEqual(
      ['HttpOnly', `Max-Age=${CHALLENGE_LIFETIME_MS / 1000}`, 'Path=/', 'SameSite=Lax', 'Secure'].sort(),
    );
  });
});
