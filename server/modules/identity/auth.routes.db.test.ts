import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/admin/permissions.ts';
import type { ApiProblem } from '#shared/api/errors.ts';
import { createUserDirect, sessionCookieOf, TEST_PASSWORD } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, rateLimits, sessions, signInChallenges, users } from '../../platform/db/schema/index.ts';
import { INACTIVE_ACCOUNT } from './access.ts';
import { COMMON_PASSWORD } from './password-policy.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from './sessions.service.ts';
import { SIGN_IN_FAILED } from './sign-in.service.ts';
import { CURRENT_PASSWORD_WRONG } from './users.service.ts';

/** Every argon2 verification the app makes, by the hash it verified against (SECURITY 4's equal work). */
const argon2 = vi.hoisted(() => ({ verifiedHashes: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (hashed: string, password: string) => {
      argon2.verifiedHashes.push(String(hashed));
      return actual.verify(hashed, password);
    },
  };
});

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** The app's clock: every test starts it afresh (beforeEach) and moves it only forward from there. */
let now = new Date();
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

/** Everything the app logged during the current test, to show no secret ever reaches a log line. */
const logged: string[] = [];
const testApp = prepareTestApp({
  clock: () => now,
  log: (line) => logged.push(line),
  // One trusted proxy: each test's sign-ins come from addresses of its own (X-Forwarded-For).
  config: { trustProxyHops: 1 },
});
/** Every answer's body, and every session token the app handed out, during the current test. */
const answered: string[] = [];
const issuedTokens: string[] = [];
const consoleLines: string[] = [];
/** Passwords the tests below type; none may come back in an answer or a log line. */
const PASSWORDS_TYPED = [TEST_PASSWORD, 'a brand new passphrase', 'another new passphrase', 'not the password at all'];

beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map(String).join(' '));
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  now = new Date();
  for (const seen of [logged, answered, issuedTokens, consoleLines, argon2.verifiedHashes]) seen.length = 0;
});

/** Nothing a test made the app answer or log may hold a password hash, a session token or a password. */
async function expectNoSecretsAnsweredOrLogged(): Promise<void> {
  const hashes = (await testApp.deps.db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
  const everything = [...answered, ...logged, ...consoleLines].join('\n');
  expect(everything).not.toContain('$argon2');
  for (const hash of hashes) expect(everything).not.toContain(hash);
  for (const token of issuedTokens) expect(everything).not.toContain(token);
  for (const password of PASSWORDS_TYPED) expect(everything).not.toContain(password);
}

// Every test here, whatever it is about, keeps secrets on the server: passwords, hashes and tokens never leave it.
afterEach(async () => {
  await expectNoSecretsAnsweredOrLogged();
});

let visitor = 0;
/** A client address no other request of this file uses, so per-address limits count one test only. */
const nextAddress = () => {
  visitor += 1;
  return `10.7.${(visitor >> 8) & 255}.${visitor & 255}`;
};

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await testApp.request(path, init);
  answered.push(await response.clone().text());
  for (const line of response.headers.getSetCookie()) {
    const token = /^atelier_session=([^;]+)/.exec(line)?.[1];
    if (token) issuedTokens.push(token);
  }
  return response;
}

function login(username: string, password: string, options: { ip?: string; cookie?: string } = {}) {
  return send(
    '/api/admin/login',
    jsonWrite(
      'POST',
      { username, password },
      {
        'X-Forwarded-For': options.ip ?? nextAddress(),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
    ),
  );
}

const currentUser = (cookie: string) => send('/api/auth/user', { headers: { Cookie: cookie } });
const write = (method: string, path: string, body: unknown, cookie?: string) =>
  send(path, jsonWrite(method, body, { 'X-Forwarded-For': nextAddress(), ...(cookie ? { Cookie: cookie } : {}) }));

/** A fresh account of the test's own, so no test depends on what another did to a shared one. */
const newUser = (role: Role = 'editor', options: { active?: boolean } = {}) =>
  createUserDirect(testApp.deps.db, { role, ...options });

async function signedIn(username: string, password = TEST_PASSWORD): Promise<string> {
  const response = await login(username, password);
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
}

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const userRow = async (id: number) => (await testApp.deps.db.select().from(users).where(eq(users.id, id)))[0];
const sessionsOf = (userId: number) => testApp.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
const auditOf = (action: string, label: string) =>
  testApp.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.summary, label)));

/**
 * Everything a sign-in can write: sessions, waiting second steps, the audit log, the throttle's
 * counters and the users' rows (last sign-in). A refused request must leave all of it as it was.
 */
async function signInState() {
  const { db } = testApp.deps;
  return {
    sessions: await db.select().from(sessions).orderBy(asc(sessions.idHash)),
    challenges: await db.select().from(signInChallenges).orderBy(asc(signInChallenges.idHash)),
    audit: await db.select().from(auditEvents).orderBy(asc(auditEvents.id)),
    counters: await db.select().from(rateLimits).orderBy(asc(rateLimits.key)),
    users: await db.select().from(users).orderBy(asc(users.id)),
  };
}

/** The audit rows written since `before`, as the log shows them. */
async function auditSince(before: { audit: { id: number }[] }) {
  const last = before.audit.at(-1)?.id ?? 0;
  const rows = await testApp.deps.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return rows
    .filter((row) => row.id > last)
    .map(({ actorUserId, action, entityType, entityId, summary, data }) => ({
      actorUserId,
      action,
      entityType,
      entityId,
      summary,
      data,
    }));
}

describe('POST /api/admin/login', () => {
  it('signs in: the user, a session cookie (HttpOnly, SameSite=Lax, not Secure over HTTP), last login', async () => {
    const user = await newUser('editor');
    const response = await login(user.username, TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      user: {
        id: user.id,
        username: user.username,
        email: null,
        firstName: null,
        lastName: null,
        role: 'editor',
        active: true,
        theme: 'auto',
        language: 'en',
        lastLoginAt: now.toISOString(),
      },
    });

    const setCookie = response.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    const attributes = (setCookie[0] ?? '').split('; ');
    expect(attributes[0]).toMatch(/^atelier_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain(`Max-Age=${SESSION_ABSOLUTE_TIMEOUT_MS / 1000}`);
    expect(attributes).not.toContain('Secure');

    // The table keeps the token's SHA-256, never the token.
    const token = tokenOf(sessionCookieOf(response));
    const [session] = await sessionsOf(user.id);
    expect(session?.idHash).toBe(sha256(token));
    expect(session?.idHash).not.toContain(token);
    expect((await userRow(user.id))?.lastLoginAt?.toISOString()).toBe(now.toISOString());
    expect(await auditOf('auth.sign-in', user.username)).toHaveLength(1);
  });

  it('finds the account whatever the case of the username', async () => {
    const user = await newUser('editor');
    const response = await login(`  ${user.username.toUpperCase()} `, TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect((await response.json()).user.username).toBe(user.username);
  });

  it('gives a new session id at every sign-in and ends the one the browser came with', async () => {
    const user = await newUser('editor');
    const first = await signedIn(user.username);
    const response = await login(user.username, TEST_PASSWORD, { cookie: first });
    expect(response.status).toBe(200);
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await currentUser(first)).status).toBe(401);
    expect((await currentUser(second)).status).toBe(200);
    const hashes = (await sessionsOf(user.id)).map((row) => row.idHash);
    expect(hashes).toEqual([sha256(tokenOf(second))]);
  });

  it('answers an unknown user, a wrong password and an inactive account alike, and logs each failure once', async () => {
    const user = await newUser('editor');
    const gone = await newUser('admin', { active: false });
    const unknown = `nobody-here-${user.id}`;
    const [fromUnknown, fromWrong, fromGone] = [nextAddress(), nextAddress(), nextAddress()];
    const before = await signInState();
    const answers = [
      await login(unknown, TEST_PASSWORD, { ip: fromUnknown }),
      await login(user.username, 'not the password at all', { ip: fromWrong }),
      await login(gone.username, TEST_PASSWORD, { ip: fromGone }),
    ];
    const seen = await Promise.all(
      answers.map(async (response) => ({
        status: response.status,
        body: await response.json(),
        cookie: response.headers.getSetCookie(),
      })),
    );
    for (const answer of seen) {
      expect(answer).toEqual({
        status: 401,
        body: { code: SIGN_IN_FAILED, message: 'Invalid username or password.' },
        cookie: [],
      });
    }
    // Exactly one row per failure, anonymous, naming the account only when it exists: nothing else.
    const failed = (entityId: number | null, summary: string, ip: string) => ({
      actorUserId: null,
      action: 'auth.sign-in-failed',
      entityType: 'user',
      entityId: entityId === null ? null : String(entityId),
      summary,
      data: { ip, actorName: null },
    });
    expect(await auditSince(before)).toEqual([
      failed(null, unknown, fromUnknown),
      failed(user.id, user.username, fromWrong),
      failed(gone.id, gone.username, fromGone),
    ]);
    const after = await signInState();
    expect(after.sessions).toEqual(before.sessions);
    expect(after.users).toEqual(before.users);
  });

  it('does the same argon2 work for an unknown user as for a wrong password (a dummy hash)', async () => {
    const user = await newUser('editor');
    argon2.verifiedHashes.length = 0;
    await login(user.username, 'a wrong password again');
    const forWrongPassword = [...argon2.verifiedHashes];
    argon2.verifiedHashes.length = 0;
    await login(`no-such-person-${user.id}`, 'a wrong password again');
    const forUnknownUser = [...argon2.verifiedHashes];

    expect(forWrongPassword).toHaveLength(1);
    expect(forUnknownUser).toHaveLength(1);
    // Against a real argon2id hash with the same cost as a stored one, not a shortcut.
    const params = (hash: string | undefined) => hash?.split('$').slice(1, 4).join('$');
    expect(params(forUnknownUser[0])).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(params(forUnknownUser[0])).toBe(params(forWrongPassword[0]));
    const stored = (await testApp.deps.db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    expect(stored).not.toContain(forUnknownUser[0]);
  });

  it('throttles one client address after 20 attempts, whatever the usernames; other addresses still sign in', async () => {
    const user = await newUser('editor');
    const address = nextAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`sprayed-${user.id}-${attempt}`, 'Summer2024!Summer', { ip: address })).status).toBe(401);
    }
    const refused = await login(user.username, TEST_PASSWORD, { ip: address });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({
      code: 'sign_in_rate_limited',
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      params: { seconds: retryAfter, wait: '15 minutes' },
    });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(200);
  });
});

/**
 * A sign-in refused for its form (where it comes from, what it is, how big it is) is refused before
 * any password is checked, so it must leave no trace: no session, no audit row (there is no attempt
 * to log), and no attempt counted against the address or the account. Each carries the right
 * password of a real account, so anything let through would show up as a session.
 */
describe('sign-ins refused before the credentials are checked leave the database as it was', () => {
  async function expectNothingWritten(attempt: () => Promise<Response>, status: number) {
    const before = await signInState();
    const response = await attempt();
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await auditSince(before)).toEqual([]);
    expect(await signInState()).toEqual(before);
  }
  const rightCredentials = (username: string) => JSON.stringify({ username, password: TEST_PASSWORD });
  /** A sign-in sent exactly as given, from an address of its own. */
  const rawSignIn = (headers: Record<string, string>, body: BodyInit, init: object = {}) =>
    send('/api/admin/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': nextAddress(), ...headers },
      body,
      ...init,
    } as RequestInit);
  const sameOriginJson = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };

  it('refuses a cross-site sign-in with 403, by Fetch Metadata or by Origin', async () => {
    const user = await newUser('admin');
    await expectNothingWritten(
      () =>
        rawSignIn(
          { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
          rightCredentials(user.username),
        ),
      403,
    );
    // A browser without Fetch Metadata still names the page's origin.
    await expectNothingWritten(
      () =>
        rawSignIn(
          { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
          rightCredentials(user.username),
        ),
      403,
    );
  });

  it('refuses a sign-in that is not JSON (an HTML form elsewhere could send it) with 415', async () => {
    const user = await newUser('admin');
    await expectNothingWritten(
      () =>
        rawSignIn(
          { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
          `username=${user.username}&password=${encodeURIComponent(TEST_PASSWORD)}`,
        ),
      415,
    );
    await expectNothingWritten(
      () =>
        rawSignIn({ 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-origin' }, rightCredentials(user.username)),
      415,
    );
  });

  it('refuses a body over 4 KB with 413, even the right credentials padded out with whitespace', async () => {
    const user = await newUser('admin');
    const padded = `${rightCredentials(user.username)}${' '.repeat(5 * 1024)}`;
    expect(JSON.parse(padded)).toEqual({ username: user.username, password: TEST_PASSWORD });
    await expectNothingWritten(() => rawSignIn(sameOriginJson, padded), 413);
    // Streamed without a Content-Length, the size is only known while the body is read.
    await expectNothingWritten(() => rawSignIn(sameOriginJson, new Blob([padded]).stream(), { duplex: 'half' }), 413);
    await expectNothingWritten(() => login(user.username, 'x'.repeat(5000)), 413);
  });

  it('refuses malformed sign-ins with 400: a field missing or extra, a wrong type, broken JSON', async () => {
    const user = await newUser('admin');
    const malformed: unknown[] = [
      { username: user.username },
      { username: user.username, password: TEST_PASSWORD, role: 'admin' },
      { username: user.username, password: 12345678 },
      [user.username, TEST_PASSWORD],
    ];
    for (const body of malformed) {
      await expectNothingWritten(() => write('POST', '/api/admin/login', body), 400);
    }
    await expectNothingWritten(() => rawSignIn(sameOriginJson, rightCredentials(user.username).slice(0, -1)), 400);
  });

  it('never lets a cache keep a refused sign-in either', async () => {
    const response = await write('POST', '/api/admin/login', { username: 'someone' });
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

/**
 * `Sec-Fetch-Site: none` is what a browser sends for a request the user started themselves (typed,
 * bookmarked), never for one another site's page makes: no other site is involved, so the write
 * guards take it as first-party. A sibling site (`same-site`, another subdomain) is another origin
 * and is refused like any other.
 */
describe('writes by Fetch Metadata: none is first-party, same-site is not', () => {
  const withSite = (site: string, method: string, body: unknown, cookie?: string): RequestInit => ({
    method,
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': site,
      'X-Forwarded-For': nextAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });

  it('signs in a request marked none, as one from the admin’s own page', async () => {
    const user = await newUser('editor');
    const before = await signInState();
    const response = await send(
      '/api/admin/login',
      withSite('none', 'POST', { username: user.username, password: TEST_PASSWORD }),
    );
    expect(response.status).toBe(200);
    const [session] = await sessionsOf(user.id);
    expect(session?.idHash).toBe(sha256(tokenOf(sessionCookieOf(response))));
    expect((await auditSince(before)).map((row) => [row.action, row.summary])).toEqual([
      ['auth.sign-in', user.username],
    ]);
  });

  it('applies a signed-in change marked none', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const response = await send('/api/auth/preferences', withSite('none', 'PATCH', { theme: 'dark' }, cookie));
    expect(response.status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ theme: 'dark' });
  });

  it('refuses a sign-in and a signed-in change from a sibling site with 403, changing nothing', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const before = await signInState();
    const signIn = await send(
      '/api/admin/login',
      withSite('same-site', 'POST', { username: user.username, password: TEST_PASSWORD }),
    );
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    const change = await send('/api/auth/preferences', withSite('same-site', 'PATCH', { theme: 'dark' }, cookie));
    expect(change.status).toBe(403);
    expect(await auditSince(before)).toEqual([]);
    expect(await signInState()).toEqual(before);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in user, never stored, and nobody else', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const response = await currentUser(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ username: user.username, role: 'editor', active: true });
    expect(Object.keys(body).sort()).toEqual(
      ['active', 'email', 'firstName', 'id', 'language', 'lastLoginAt', 'lastName', 'role', 'theme', 'username'].sort(),
    );

    expect((await send('/api/auth/user')).status).toBe(401);
    expect((await currentUser('atelier_session=made-up-token')).status).toBe(401);
  });

  it('answers 403 for a session whose account was deactivated meanwhile', async () => {
    const kit = await newUser('viewer');
    const cookie = await signedIn(kit.username);
    await testApp.deps.db.update(users).set({ active: false }).where(eq(users.id, kit.id));
    const response = await currentUser(cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: INACTIVE_ACCOUNT,
      message: 'Your account is inactive. Ask an administrator to reactivate it.',
    });
  });
});

describe('session expiry (SECURITY 3)', () => {
  it('ends a session idle for 12 hours, and keeps one in use', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await currentUser(cookie)).status).toBe(200);
    advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await currentUser(cookie)).status).toBe(200);
    advance(SESSION_IDLE_TIMEOUT_MS);
    expect((await currentUser(cookie)).status).toBe(401);
    const rows = await testApp.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(tokenOf(cookie))));
    expect(rows).toEqual([]);
  });

  it('ends any session 7 days after sign-in, however busy', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const started = now.getTime();
    while (now.getTime() + 6 * HOUR < started + SESSION_ABSOLUTE_TIMEOUT_MS) {
      advance(6 * HOUR);
      expect((await currentUser(cookie)).status).toBe(200);
    }
    now = new Date(started + SESSION_ABSOLUTE_TIMEOUT_MS);
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const seen = async () =>
      (
        await testApp.deps.db
          .select()
          .from(sessions)
          .where(eq(sessions.idHash, sha256(tokenOf(cookie))))
      )[0]?.lastSeenAt;
    const signedInAt = now.toISOString();
    advance(30 * 1000);
    await currentUser(cookie);
    expect((await seen())?.toISOString()).toBe(signedInAt);
    advance(31 * 1000);
    await currentUser(cookie);
    expect((await seen())?.toISOString()).toBe(now.toISOString());
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie: the same cookie is refused afterwards', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const response = await write('POST', '/api/auth/logout', {}, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const cleared = response.headers.getSetCookie()[0] ?? '';
    expect(cleared).toMatch(/^atelier_session=;/);
    expect(cleared).toContain('Max-Age=0');
    expect((await currentUser(cookie)).status).toBe(401);
    const rows = await testApp.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(tokenOf(cookie))));
    expect(rows).toEqual([]);
    expect(await auditOf('auth.sign-out', user.username)).toHaveLength(1);
  });

  it('answers the same without a session', async () => {
    const response = await write('POST', '/api/auth/logout', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });

  it('takes a sign-out with no body and no Content-Type, as the admin sends it', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const response = await send('/api/auth/logout', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': nextAddress(), Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await currentUser(cookie)).status).toBe(401);
  });
});

describe('PATCH /api/auth/password', () => {
  it('needs the current password; a wrong one changes nothing', async () => {
    const mo = await newUser('viewer');
    const cookie = await signedIn(mo.username);
    const before = (await userRow(mo.id))?.passwordHash;
    const response = await write(
      'PATCH',
      '/api/auth/password',
      { currentPassword: 'not my password', password: 'a brand new passphrase' },
      cookie,
    );
    expect(response.status).toBe(400);
    const wrong = { code: CURRENT_PASSWORD_WRONG, message: 'Current password is incorrect.' };
    expect(await response.json()).toEqual({ ...wrong, fieldErrors: { currentPassword: wrong } });
    expect((await userRow(mo.id))?.passwordHash).toBe(before);
  });

  it('refuses a short, a common, or an over-long password, naming the field', async () => {
    const mo = await newUser('viewer');
    const cookie = await signedIn(mo.username);
    const before = (await userRow(mo.id))?.passwordHash;
    const attempts: [string, ApiProblem][] = [
      [
        'short-pass1',
        {
          code: 'password_too_short',
          message: 'Password must be at least 12 characters long.',
          params: { minimum: 12 },
        },
      ],
      ['QWERTY123456', { code: COMMON_PASSWORD, message: 'This password is too common. Please choose another.' }],
      [
        'x'.repeat(257),
        {
          code: 'password_too_long',
          message: 'Password must be at most 256 characters long.',
          params: { maximum: 256 },
        },
      ],
    ];
    for (const [password, problem] of attempts) {
      const response = await write('PATCH', '/api/auth/password', { currentPassword: TEST_PASSWORD, password }, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ password: problem });
    }
    expect((await userRow(mo.id))?.passwordHash).toBe(before);
  });

  it('changes it and ends the user’s other sessions at once; this one stays', async () => {
    const mo = await newUser('viewer');
    const here = await signedIn(mo.username);
    const elsewhere = await signedIn(mo.username);
    const response = await write(
      'PATCH',
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, password: 'a brand new passphrase' },
      here,
    );
    expect(response.status).toBe(200);
    expect((await currentUser(elsewhere)).status).toBe(401);
    expect((await currentUser(here)).status).toBe(200);
    expect(await sessionsOf(mo.id)).toHaveLength(1);
    expect((await login(mo.username, TEST_PASSWORD)).status).toBe(401);
    expect((await login(mo.username, 'a brand new passphrase')).status).toBe(200);
    expect(await auditOf('user.password', mo.username)).toHaveLength(1);
  });

  it('refuses fields that do not belong (strict schema)', async () => {
    const mo = await newUser('viewer');
    const cookie = await signedIn(mo.username);
    const before = await userRow(mo.id);
    const response = await write(
      'PATCH',
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, password: 'another new passphrase', role: 'admin' },
      cookie,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty('role');
    expect(await userRow(mo.id)).toEqual(before);
    expect((await login(mo.username, 'another new passphrase')).status).toBe(401);
  });
});

describe('PATCH /api/auth/preferences', () => {
  it('keeps theme and language per user (D18)', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const response = await write('PATCH', '/api/auth/preferences', { theme: 'dark', language: 'fr' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: user.username, theme: 'dark', language: 'fr' });
    expect(await (await currentUser(cookie)).json()).toMatchObject({ theme: 'dark', language: 'fr' });
    expect(await userRow(user.id)).toMatchObject({ theme: 'dark', language: 'fr' });
    expect(await auditOf('user.preferences', user.username)).toHaveLength(1);
  });

  it('refuses an unknown theme, and any other field such as a role, changing nothing', async () => {
    const user = await newUser('editor');
    const cookie = await signedIn(user.username);
    const before = await userRow(user.id);
    const refusals: [Record<string, string>, string][] = [
      [{ theme: 'neon' }, 'theme'],
      [{ theme: 'light', role: 'admin' }, 'role'],
      [{ language: 'de' }, 'language'],
    ];
    for (const [body, field] of refusals) {
      const response = await write('PATCH', '/api/auth/preferences', body, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toHaveProperty(field);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect(await auditOf('user.preferences', user.username)).toEqual([]);
  });

  it('is not for anonymous visitors', async () => {
    expect((await write('PATCH', '/api/auth/preferences', { theme: 'light' })).status).toBe(401);
  });
});

describe('secrets (SECURITY 6)', () => {
  it('no answer or log line of a whole sign-in life holds a password hash, a session token or a password', async () => {
    const user = await newUser('admin');
    expect((await login(user.username, 'not the password at all')).status).toBe(401);
    const cookie = await signedIn(user.username);
    expect((await currentUser(cookie)).status).toBe(200);
    const change = (currentPassword: string, password: string) =>
      write('PATCH', '/api/auth/password', { currentPassword, password }, cookie);
    expect((await change('not the password at all', 'a brand new passphrase')).status).toBe(400);
    expect((await change(TEST_PASSWORD, 'a brand new passphrase')).status).toBe(200);
    expect((await write('POST', '/api/auth/logout', {}, cookie)).status).toBe(200);
    const again = await signedIn(user.username, 'a brand new passphrase');
    expect((await currentUser(again)).status).toBe(200);

    expect(answered).toHaveLength(8);
    expect(issuedTokens).toHaveLength(2);
    await expectNoSecretsAnsweredOrLogged();
  });
});
