import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserDirect, TEST_PASSWORD } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, rateLimits, sessions } from '../../platform/db/schema/index.ts';
import { LOGIN_ADDRESS_LIMIT } from './login-throttle.ts';

const START = new Date('2027-06-01T08:00:00.000Z');
/** The app's clock: every test starts it at START (beforeEach) and moves it only forward from there. */
let now = START;
/** No proxy is trusted (the default): the socket is the client, whatever X-Forwarded-For claims. */
const testApp = prepareTestApp({ clock: () => now });

const LOCKED = 'Too many sign-in attempts. Please try again in 15 minutes.';
/** The 429's body: its wait in words, and in seconds as the Retry-After header gives it. */
const lockedBody = (response: Response) => ({
  code: 'sign_in_rate_limited',
  message: LOCKED,
  params: { seconds: Number(response.headers.get('Retry-After')), wait: '15 minutes' },
});

function login(username: string, password: string, forwardedFor?: string) {
  return testApp.request(
    '/api/admin/login',
    jsonWrite('POST', { username, password }, forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
  );
}

async function statusesOf(attempts: number, attempt: (index: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 1; index <= attempts; index += 1) statuses.push((await attempt(index)).status);
  return statuses;
}

const lockouts = (label: string) =>
  testApp.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'auth.locked-out'), eq(auditEvents.summary, label)));
const sessionsOf = (userId: number) => testApp.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
const newUser = () => createUserDirect(testApp.deps.db, { role: 'editor' });

// Every test starts with no counters (they are the subject here, and all requests share one
// address) and with the clock at START.
beforeEach(async () => {
  now = START;
  await testApp.deps.db.delete(rateLimits);
});

describe('sign-in throttling per client address (SECURITY 4)', () => {
  it('counts a spoofed X-Forwarded-For as the same client: 20 attempts, then 429', async () => {
    const statuses = await statusesOf(20, (index) =>
      login(`guess-${index}`, 'Winter2024!Winter', `203.0.113.${index}`),
    );
    expect(statuses).toEqual(Array(20).fill(401));
    const refused = await login('guess-21', 'Winter2024!Winter', '198.51.100.77');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(lockedBody(refused));
    const [counter] = await testApp.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'login-address:unknown'));
    expect(counter?.count).toBe(21);
  });

  it('does not forgive the address when one of its attempts succeeds', async () => {
    const bea = await newUser();
    expect(await statusesOf(19, (index) => login(`nobody-${index}`, 'Winter2024!Winter'))).toEqual(Array(19).fill(401));
    expect((await login(bea.username, TEST_PASSWORD)).status).toBe(200);
    const refused = await login(bea.username, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });
});

/**
 * The tests above go through `app.request()`, where there is no socket (every request is
 * 'unknown'). Here the app listens on a real 127.0.0.1 port, trusting no proxy, as a server
 * reached directly does: the address is the TCP connection's, and a client that writes its own
 * X-Forwarded-For, a new one for every attempt, still spends one budget.
 */
describe('sign-in throttling per client address on a real socket, no proxy trusted', () => {
  let server: ServerType | undefined;
  let base = '';
  beforeAll(async () => {
    const listening = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: testApp.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    server = listening;
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  const socketLogin = (username: string, password: string, forwardedFor: string) =>
    fetch(`${base}/api/admin/login`, jsonWrite('POST', { username, password }, { 'X-Forwarded-For': forwardedFor }));

  it('refuses the 21st attempt from the socket’s address with 429, even with the right password and a new forged address', async () => {
    expect(LOGIN_ADDRESS_LIMIT).toMatchObject({ limit: 20, windowSeconds: 15 * 60 });
    const user = await newUser();
    // Twenty usernames, one attempt each: the per-account limit never comes into it.
    const statuses = await statusesOf(20, (index) =>
      socketLogin(`sprayed-${user.id}-${index}`, 'Winter2024!Winter', `203.0.113.${index}`),
    );
    expect(statuses).toEqual(Array(20).fill(401));

    const refused = await socketLogin(user.username, TEST_PASSWORD, '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(lockedBody(refused));
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(user.id)).toEqual([]);

    // One counter, the socket's; none for any address the client wrote.
    const counters = await testApp.deps.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, 'login-address:%'));
    expect(counters).toEqual([{ key: 'login-address:127.0.0.1', count: 21 }]);
  });
});

describe('sign-in throttling per account (SECURITY 4)', () => {
  it('locks an account after 5 failures, even for the right password, and logs the lockout once', async () => {
    const cy = await createUserDirect(testApp.deps.db, { role: 'admin' });
    const typed = cy.username.toUpperCase();
    expect(await statusesOf(5, () => login(cy.username, 'wrong password, again'))).toEqual(Array(5).fill(401));
    const refused = await login(typed, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(lockedBody(refused));
    expect(Number(refused.headers.get('Retry-After'))).toBe(15 * 60);
    expect((await login(cy.username, TEST_PASSWORD)).status).toBe(429);
    expect(await sessionsOf(cy.id)).toEqual([]);
    // Logged under the name as typed, by the attempt that tipped it over, and only once.
    expect(await lockouts(typed)).toHaveLength(1);
    expect(await lockouts(cy.username)).toHaveLength(0);
  });

  it('locks an unknown username the same way, so a lockout tells nobody which accounts exist', async () => {
    const unknown = `no-such-user-${Date.now()}`;
    expect(await statusesOf(5, () => login(unknown, 'wrong password, again'))).toEqual(Array(5).fill(401));
    const refused = await login(unknown, 'wrong password, again');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(lockedBody(refused));
  });

  it('lets the account try again once the 15 minutes have passed', async () => {
    const cy = await newUser();
    await statusesOf(6, () => login(cy.username, 'wrong password, again'));
    expect((await login(cy.username, TEST_PASSWORD)).status).toBe(429);
    now = new Date(now.getTime() + 15 * 60 * 1000);
    expect((await login(cy.username, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgives an account’s failures after a successful sign-in', async () => {
    const dee = await newUser();
    expect(await statusesOf(4, () => login(dee.username, 'wrong password, again'))).toEqual(Array(4).fill(401));
    expect((await login(dee.username, TEST_PASSWORD)).status).toBe(200);
    const failures = await statusesOf(5, () => login(dee.username, 'wrong password, again'));
    expect(failures).toEqual(Array(5).fill(401));
    const response = await login(dee.username, 'wrong password, again');
    expect(response.status).toBe(429);
  });
});
