import type { Role } from '#shared/admin/permissions.ts';
import { hashPassword } from '../../server/modules/identity/passwords.ts';
import type { DbOrTx } from '../../server/platform/db/client.ts';
import { users } from '../../server/platform/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The password of users made by these helpers unless a test names another (meets D15). */
export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestUser {
  id: number;
  username: string;
  password: string;
  role: Role;
}

let made = 0;

/**
 * A staff account written straight to the database (no API, no audit row): the starting state a
 * test needs. The password is hashed as the app hashes it, so it signs in like any other.
 */
export async function createUserDirect(
  db: DbOrTx,
  user: { username?: string; role: Role; password?: string; active?: boolean },
): Promise<TestUser> {
  made += 1;
  const username = user.username ?? `${user.role}-${made}-${process.pid}`;
  const password = user.password ?? TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({ username, role: user.role, active: user.active ?? true, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return { id: row.id, username, password, role: user.role };
}

let visitor = 0;

/**
 * Signs in through POST /api/admin/login and answers the `Cookie` header value for later requests.
 * Given a role, it first creates a fresh user with it. Each call is one real sign-in attempt: with
 * `trustProxyHops: 0` (the test app's default) they all come from one client address, which may try
 * 20 times in 15 minutes, so sign in once per role (in beforeAll) rather than once per test. With a
 * trusted proxy hop each call comes from its own address.
 */
export async function signInAs(
  testApp: Pick<TestApp, 'request' | 'deps'>,
  who: Role | { username: string; password: string },
): Promise<string> {
  const credentials = typeof who === 'string' ? await createUserDirect(testApp.deps.db, { role: who }) : who;
  visitor += 1;
  const response = await testApp.request('/api/admin/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': `10.250.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify({ username: credentials.username, password: credentials.password }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in as ${credentials.username} failed: ${response.status} ${await response.text()}`);
  }
  return sessionCookieOf(response);
}

/** `name=value` of the session cookie a response sets, ready for a `Cookie` header. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?atelier_session=/.test(line));
  if (!cookie) throw new Error('the response set no session cookie');
  return cookie.split(';')[0] ?? '';
}
