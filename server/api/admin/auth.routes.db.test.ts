import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserDirect, sessionCookieOf, TEST_PASSWORD } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { COMMON_PASSWORD } from '../../auth/password-policy.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../../auth/sessions.service.ts';
import { SIGN_IN_FAILED } from '../../auth/sign-in.service.ts';
import { auditEvents, sessions, users } from '../../db/schema/index.ts';
import { INACTIVE_ACCOUNT } from '../../http/access.ts';
import { CURRENT_PASSWORD_WRONG } from '../../services/users.service.ts';

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
let now = new Date();
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

/** Everything the app logged, to show no secret ever reaches a log line. */
const logged: string[] = [];
const testApp = prepareTestApp({
  clock: () => now,
  log: (line) => logged.push(line),
  // One trusted proxy: each test's sign-ins come from addresses of its own (X-Forwarded-For).
  config: { trustProxyHops: 1 },
});
/** Every answer's body, and every session token the app handed out, for the same check. */
const answered: string[] = [];
const issuedTokens: string[] = [];
const consoleLines: string[] = [];

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

let visitor = 0;
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
  send(path, jsonWrite(method, body, cookie ? { Cookie: cookie } : {}));

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

describe('POST /api/admin/login', () => {
  it('signs in: the user, a session cookie (HttpOnly, SameSite=Lax, not Secure over HTTP), last login', async () => {
    const ada = await createUserDirect(testApp.deps.db, { username: 'ada', role: 'editor' });
    const response = await login('ada', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      user: {
        id: ada.id,
        username: 'ada',
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
    const [session] = await sessionsOf(ada.id);
    expect(session?.idHash).toBe(sha256(token));
    expect(session?.idHash).not.toContain(token);
    expect((await userRow(ada.id))?.lastLoginAt?.toISOString()).toBe(now.toISOString());
    expect(await auditOf('auth.sign-in', 'ada')).toHaveLength(1);
  });

  it('finds the account whatever the case of the username', async () => {
    const response = await login('  ADA ', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect((await response.json()).user.username).toBe('ada');
  });

  it('gives a new session id at every sign-in and ends the one the browser came with', async () => {
    const first = await signedIn('ada');
    const response = await login('ada', TEST_PASSWORD, { cookie: first });
    expect(response.status).toBe(200);
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await currentUser(first)).status).toBe(401);
    expect((await currentUser(second)).status).toBe(200);
    const [ada] = await testApp.deps.db.select().from(users).where(eq(users.username, 'ada'));
    const hashes = (await sessionsOf(ada?.id ?? 0)).map((row) => row.idHash);
    expect(hashes).toContain(sha256(tokenOf(second)));
    expect(hashes).not.toContain(sha256(tokenOf(first)));
  });

  it('answers an unknown user, a wrong password and an inactive account alike, and opens no session', async () => {
    const gone = await createUserDirect(testApp.deps.db, { username: 'gone', role: 'admin', active: false });
    const answers = [
      await login('nobody-here', TEST_PASSWORD),
      await login('ada', 'not the password at all'),
      await login('gone', TEST_PASSWORD),
    ];
    const seen = await Promise.all(
      answers.map(async (response) => ({
        status: response.status,
        body: await response.json(),
        cookie: response.headers.getSetCookie(),
      })),
    );
    for (const answer of seen) {
      expect(answer).toEqual({ status: 401, body: { message: SIGN_IN_FAILED }, cookie: [] });
    }
    expect(await sessionsOf(gone.id)).toEqual([]);
    expect(await auditOf('auth.sign-in-failed', 'nobody-here')).toHaveLength(1);
    expect(await auditOf('auth.sign-in-failed', 'gone')).toHaveLength(1);
    const [wrong] = await auditOf('auth.sign-in-failed', 'ada');
    expect(wrong).toMatchObject({ actorUserId: null, entityType: 'user' });
  });

  it('does the same argon2 work for an unknown user as for a wrong password (a dummy hash)', async () => {
    argon2.verifiedHashes.length = 0;
    await login('ada', 'a wrong password again');
    const forWrongPassword = [...argon2.verifiedHashes];
    argon2.verifiedHashes.length = 0;
    await login('no-such-person', 'a wrong password again');
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

  it('refuses malformed sign-ins with 400, and bodies over 4 KB with 413', async () => {
    expect((await write('POST', '/api/admin/login', { username: 'ada' })).status).toBe(400);
    expect((await write('POST', '/api/admin/login', { username: 'ada', password: 'x', role: 'admin' })).status).toBe(
      400,
    );
    const huge = await write('POST', '/api/admin/login', { username: 'ada', password: 'x'.repeat(5000) });
    expect(huge.status).toBe(413);
  });

  it('refuses a cross-site sign-in (SECURITY 5) and one that is not JSON', async () => {
    const crossSite = await send('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ username: 'ada', password: TEST_PASSWORD }),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    const form = await send('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: `username=ada&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(form.status).toBe(415);
  });

  it('throttles one client address after 20 attempts, whatever the usernames; other addresses still sign in', async () => {
    const address = '10.99.0.1';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`sprayed-${attempt}`, 'Summer2024!Summer', { ip: address })).status).toBe(401);
    }
    const refused = await login('ada', TEST_PASSWORD, { ip: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await login('ada', TEST_PASSWORD, { ip: '10.99.0.2' })).status).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in user, never stored, and nobody else', async () => {
    const cookie = await signedIn('ada');
    const response = await currentUser(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ username: 'ada', role: 'editor', active: true });
    expect(Object.keys(body).sort()).toEqual(
      ['active', 'email', 'firstName', 'id', 'language', 'lastLoginAt', 'lastName', 'role', 'theme', 'username'].sort(),
    );

    expect((await send('/api/auth/user')).status).toBe(401);
    expect((await currentUser('atelier_session=made-up-token')).status).toBe(401);
  });

  it('answers 403 for a session whose account was deactivated meanwhile', async () => {
    const kit = await createUserDirect(testApp.deps.db, { username: 'kit', role: 'viewer' });
    const cookie = await signedIn('kit');
    await testApp.deps.db.update(users).set({ active: false }).where(eq(users.id, kit.id));
    const response = await currentUser(cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: INACTIVE_ACCOUNT });
  });
});

describe('session expiry (SECURITY 3)', () => {
  it('ends a session idle for 12 hours, and keeps one in use', async () => {
    const cookie = await signedIn('ada');
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
    const cookie = await signedIn('ada');
    const started = now.getTime();
    while (now.getTime() + 6 * HOUR < started + SESSION_ABSOLUTE_TIMEOUT_MS) {
      advance(6 * HOUR);
      expect((await currentUser(cookie)).status).toBe(200);
    }
    now = new Date(started + SESSION_ABSOLUTE_TIMEOUT_MS);
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const cookie = await signedIn('ada');
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
    const cookie = await signedIn('ada');
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
    expect((await auditOf('auth.sign-out', 'ada')).length).toBeGreaterThanOrEqual(1);
  });

  it('answers the same without a session', async () => {
    const response = await write('POST', '/api/auth/logout', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });
});

describe('PATCH /api/auth/password', () => {
  it('needs the current password; a wrong one changes nothing', async () => {
    const mo = await createUserDirect(testApp.deps.db, { username: 'mo', role: 'viewer' });
    const cookie = await signedIn('mo');
    const before = (await userRow(mo.id))?.passwordHash;
    const response = await write(
      'PATCH',
      '/api/auth/password',
      { currentPassword: 'not my password', password: 'a brand new passphrase' },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: CURRENT_PASSWORD_WRONG,
      fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG },
    });
    expect((await userRow(mo.id))?.passwordHash).toBe(before);
  });

  it('refuses a short, a common, or an over-long password, naming the field', async () => {
    const mo = (await testApp.deps.db.select().from(users).where(eq(users.username, 'mo')))[0];
    const cookie = await signedIn('mo');
    const attempts: [string, string][] = [
      ['short-pass1', 'Password must be at least 12 characters long.'],
      ['QWERTY123456', COMMON_PASSWORD],
      ['x'.repeat(257), 'Password must be at most 256 characters long.'],
    ];
    for (const [password, message] of attempts) {
      const response = await write('PATCH', '/api/auth/password', { currentPassword: TEST_PASSWORD, password }, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ password: message });
    }
    expect((await userRow(mo?.id ?? 0))?.passwordHash).toBe(mo?.passwordHash);
  });

  it('changes it and ends the user’s other sessions at once; this one stays', async () => {
    const mo = (await testApp.deps.db.select().from(users).where(eq(users.username, 'mo')))[0];
    const here = await signedIn('mo');
    const elsewhere = await signedIn('mo');
    const response = await write(
      'PATCH',
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, password: 'a brand new passphrase' },
      here,
    );
    expect(response.status).toBe(200);
    expect((await currentUser(elsewhere)).status).toBe(401);
    expect((await currentUser(here)).status).toBe(200);
    expect(await sessionsOf(mo?.id ?? 0)).toHaveLength(1);
    expect((await login('mo', TEST_PASSWORD)).status).toBe(401);
    expect((await login('mo', 'a brand new passphrase')).status).toBe(200);
    expect(await auditOf('user.password', 'mo')).toHaveLength(1);
  });

  it('refuses fields that do not belong (strict schema)', async () => {
    const cookie = await signedIn('mo', 'a brand new passphrase');
    const response = await write(
      'PATCH',
      '/api/auth/password',
      { currentPassword: 'a brand new passphrase', password: 'another new passphrase', role: 'admin' },
      cookie,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty('role');
    expect((await login('mo', 'another new passphrase')).status).toBe(401);
  });
});

describe('PATCH /api/auth/preferences', () => {
  it('keeps theme and language per user (D18)', async () => {
    const cookie = await signedIn('ada');
    const response = await write('PATCH', '/api/auth/preferences', { theme: 'dark', language: 'fr' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'ada', theme: 'dark', language: 'fr' });
    expect(await (await currentUser(cookie)).json()).toMatchObject({ theme: 'dark', language: 'fr' });
    const [row] = await testApp.deps.db.select().from(users).where(eq(users.username, 'ada'));
    expect(row).toMatchObject({ theme: 'dark', language: 'fr' });
    expect(await auditOf('user.preferences', 'ada')).toHaveLength(1);
  });

  it('refuses an unknown theme, and any other field such as a role, changing nothing', async () => {
    const cookie = await signedIn('ada');
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
    const [row] = await testApp.deps.db.select().from(users).where(eq(users.username, 'ada'));
    expect(row).toMatchObject({ role: 'editor', theme: 'dark', language: 'fr' });
  });

  it('is not for anonymous visitors', async () => {
    expect((await write('PATCH', '/api/auth/preferences', { theme: 'light' })).status).toBe(401);
  });
});

describe('secrets (SECURITY 6)', () => {
  it('no answer or log line of this file held a password hash, a session token or a password', async () => {
    const hashes = (await testApp.deps.db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    expect(answered.length).toBeGreaterThan(40);
    expect(issuedTokens.length).toBeGreaterThan(10);
    const everything = [...answered, ...logged, ...consoleLines].join('\n');
    expect(everything).not.toContain('$argon2');
    for (const hash of hashes) expect(everything).not.toContain(hash);
    for (const token of issuedTokens) expect(everything).not.toContain(token);
    expect(everything).not.toContain(TEST_PASSWORD);
    expect(everything).not.toContain('a brand new passphrase');
  });
});
